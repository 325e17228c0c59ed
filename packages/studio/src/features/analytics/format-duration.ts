const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/**
 * Time in the app, for an owner: minutes under an hour ("12 min", not "0.2 hr", and never "0 hr"
 * for a day of short visits), hours with one decimal from there ("1.5 hr").
 */
export function durationFormatter(language: string): (ms: number) => string {
  const hours = new Intl.NumberFormat(language, {
    style: 'unit',
    unit: 'hour',
    maximumFractionDigits: 1,
  });
  const minutes = new Intl.NumberFormat(language, {
    style: 'unit',
    unit: 'minute',
    maximumFractionDigits: 0,
  });
  return (ms) =>
    ms < HOUR_MS ? minutes.format(Math.round(ms / MINUTE_MS)) : hours.format(ms / HOUR_MS);
}
