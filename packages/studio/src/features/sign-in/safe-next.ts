/**
 * Where to go after sign-in, from `?next=`. Only a path inside the studio is accepted, so a link
 * cannot use the sign-in page to send an owner to another site (`//evil.test`, `/\evil.test`).
 */
export function safeNextPath(next: string | null): string | undefined {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return undefined;
  return next;
}
