/**
 * SPEC §2 'scheduled' modal: when a page opens, in the member's time zone and language. A guest
 * (or an unknown zone) falls back to the browser's zone. A program stage opens at the start of a
 * day, so it passes a date-only style.
 */
export function formatUnlockDate(
  iso: string,
  language: string,
  timeZone?: string | null,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'full', timeStyle: 'short' },
): string {
  const date = new Date(iso);
  try {
    return new Intl.DateTimeFormat(language, { ...options, timeZone: timeZone ?? undefined }).format(date);
  } catch {
    return new Intl.DateTimeFormat(language, options).format(date);
  }
}
