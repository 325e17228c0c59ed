/**
 * Whether a document's request carried a session cookie, as the server writes it into the document
 * (decision 023): the cookie is HttpOnly, so only the server can tell. Without one, a front end's
 * first session check could only answer 401, which the browser logs as an error on every visit, so
 * the member app and the studio skip it. One meta element and one reader for both.
 */
export const SESSION_HINT_META = 'tessera-session';

export type SessionHint = 'cookie' | 'none' | 'unknown';

/** The meta element the server puts into a document's head. */
export function sessionHintMeta(hasSessionCookie: boolean): string {
  return `<meta name="${SESSION_HINT_META}" content="${hasSessionCookie ? 'cookie' : 'none'}">`;
}

type QueryableDocument = { querySelector(selectors: string): { getAttribute(name: string): string | null } | null };

/** What the document says; `unknown` when it says nothing (Vite's dev server): check as if there were a session. */
export function sessionCookieHint(doc: QueryableDocument): SessionHint {
  const content = doc.querySelector(`meta[name="${SESSION_HINT_META}"]`)?.getAttribute('content');
  return content === 'cookie' || content === 'none' ? content : 'unknown';
}
