/**
 * Schedules and other date-times are stored as ISO strings with an offset; the owner edits them in
 * a datetime-local input. The wall time written is what the input shows, and the offset added is
 * the owner's own for that date: for scopes page and account_app that is the instant they meant,
 * and for scope subscriber (read on each member's clock, offset ignored) the wall time is kept as
 * typed. Block schedule fields and page settings both use these two.
 */
export function toLocalInput(iso: string | null | undefined): string {
  const match = iso ? /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})/.exec(iso) : null;
  return match?.[1] ?? '';
}

export function fromLocalInput(local: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return null;
  const date = new Date(`${local}:00`);
  if (Number.isNaN(date.getTime())) return null;
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offset) % 60).padStart(2, '0');
  return `${local}:00${sign}${hours}:${minutes}`;
}
