/** The device's IANA time zone, sent at sign-up so drip and reminders match the member's day. */
export function browserTimezone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Every zone the browser knows, with the member's current one kept even if the list lacks it. */
export function timezoneOptions(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = new Set(known);
  zones.add('UTC');
  if (current) zones.add(current);
  return [...zones].sort((a, b) => a.localeCompare(b));
}
