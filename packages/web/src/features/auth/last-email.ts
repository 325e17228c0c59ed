import { STORAGE_KEYS } from '@tessera/core/constants';

/** Storage can be missing or refuse writes (private windows, full quota); remembering is a nicety. */
export function readLastEmail(): string {
  try {
    return localStorage.getItem(STORAGE_KEYS.lastEmail) ?? '';
  } catch {
    return '';
  }
}

/** SPEC §9: the last email used, so a returning member finds it filled in. */
export function rememberLastEmail(email: string): void {
  try {
    localStorage.setItem(STORAGE_KEYS.lastEmail, email);
  } catch {
    // Nothing to do: the member types the address next time.
  }
}
