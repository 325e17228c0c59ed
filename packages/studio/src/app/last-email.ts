const KEY = 'tessera.studio.last-email';

/** Storage can be missing or refuse writes (private windows, full quota); remembering is a nicety. */
export function readLastEmail(): string {
  try {
    return localStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

export function rememberLastEmail(email: string): void {
  try {
    localStorage.setItem(KEY, email);
  } catch {
    // Nothing to do: the owner types the address next time.
  }
}
