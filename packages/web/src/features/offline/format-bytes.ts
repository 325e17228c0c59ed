/** A size in the member's language: "820 kB", "23.4 MB", "1.2 GB" (decimal units, as storage is sold). */
export function formatBytes(bytes: number, language: string): string {
  const [unit, divisor] =
    bytes >= 1e9
      ? (['gigabyte', 1e9] as const)
      : bytes >= 1e6
        ? (['megabyte', 1e6] as const)
        : (['kilobyte', 1e3] as const);
  const value = bytes / divisor;
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: value < 10 ? 1 : 0,
  }).format(value);
}
