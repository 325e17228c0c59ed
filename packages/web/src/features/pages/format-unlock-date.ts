/**
 * SPEC §2 'scheduled' modal: when a page opens, in the member's time zone and language. A guest
 * (or an unknown zone) falls back to the browser's zone.
 */
export function formatUnlockDate(iso: string, language: string, timeZone?: string | null): string {
  const date = new Date(iso);
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'full', timeStyle: 'short' };
  try {
    return new Intl.DateTimeFormat(language, { ...options, timeZone: timeZone ?? undefined }).format(date);
  } catch {
    return new Intl.DateTimeFormat(language, options).format(date);
  }
}
