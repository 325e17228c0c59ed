import { fieldError } from '@tessera/core/error-catalogue';

/**
 * Keyset pagination for listings: the cursor names the last card of a page (its sort value and
 * id), so the next page starts right after it through the index instead of skipping `offset`
 * rows. Opaque to clients: base64url of `[value, id]`.
 */
export type ListingCursor = { value: string | number; id: string };

export function encodeCursor(cursor: ListingCursor): string {
  return Buffer.from(JSON.stringify([cursor.value, cursor.id])).toString('base64url');
}

export function decodeCursor(text: string): ListingCursor {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (
      Array.isArray(parsed) &&
      parsed.length === 2 &&
      (typeof parsed[0] === 'string' || typeof parsed[0] === 'number') &&
      typeof parsed[1] === 'string' &&
      /^[0-9a-f-]{36}$/.test(parsed[1])
    ) {
      return { value: parsed[0], id: parsed[1] };
    }
  } catch {
    // fall through to the one error below
  }
  return invalidCursor();
}

export function invalidCursor(): never {
  throw fieldError('query.cursor', 'invalid_cursor');
}
