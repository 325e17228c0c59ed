/**
 * Tokens the app can be opened with, read once at start and removed from the address so they do
 * not stay in the history, a bookmark or a shared link:
 *
 * - `?login_token=…` — an emailed passwordless link;
 * - `?reset_token=…` — an emailed password reset link;
 * - `?token=…&email=…` — a native shell handing over its session (both are needed).
 */
export type LinkTokens = {
  loginToken: string | null;
  resetToken: string | null;
  session: { token: string; email: string } | null;
};

const LINK_PARAMS = ['login_token', 'reset_token', 'token', 'email'] as const;

/** The tokens in a query string, and the query string without them. */
export function readLinkTokens(search: string): { tokens: LinkTokens; search: string } {
  const params = new URLSearchParams(search);
  const value = (name: string) => params.get(name)?.trim() || null;
  const token = value('token');
  const email = value('email');
  const tokens: LinkTokens = {
    loginToken: value('login_token'),
    resetToken: value('reset_token'),
    session: token && email ? { token, email } : null,
  };
  const hasSession = tokens.session !== null;
  for (const name of LINK_PARAMS) {
    // A lone `email` or `token` is someone else's parameter; only the pair is a session.
    if ((name === 'token' || name === 'email') && !hasSession) continue;
    params.delete(name);
  }
  const rest = params.toString();
  return { tokens, search: rest ? `?${rest}` : '' };
}

export function hasAnyLinkToken(tokens: LinkTokens): boolean {
  return Boolean(tokens.loginToken || tokens.resetToken || tokens.session);
}

/** Reads the tokens from the current address and rewrites it without them (no new history entry). */
export function takeLinkTokens(win: Window = window): LinkTokens {
  const { tokens, search } = readLinkTokens(win.location.search);
  if (hasAnyLinkToken(tokens)) {
    const { pathname, hash } = win.location;
    win.history.replaceState(win.history.state, '', `${pathname}${search}${hash}`);
  }
  return tokens;
}
