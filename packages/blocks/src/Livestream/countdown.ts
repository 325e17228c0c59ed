/** Whole days, hours, minutes and seconds until a moment; all zero once it has passed. */
export type CountdownParts = { days: number; hours: number; minutes: number; seconds: number };

export function countdownParts(untilMs: number, nowMs: number): CountdownParts {
  const total = Math.max(0, Math.floor((untilMs - nowMs) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}
