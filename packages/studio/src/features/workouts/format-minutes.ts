/** Minutes in the owner's language and units ("12 min", "12 Min."), rounded, and never "0 min". */
export function formatMinutes(seconds: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'unit', unit: 'minute', unitDisplay: 'short' }).format(Math.max(1, Math.round(seconds / 60)));
}
