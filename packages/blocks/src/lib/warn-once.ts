const warned = new Set<string>();

/** Logs a problem once per key, so a page with fifty broken blocks of one type does not flood the console. */
export function warnOnce(key: string, message: string, detail?: unknown): void {
  if (warned.has(key)) return;
  warned.add(key);
  console.warn(message, ...(detail === undefined ? [] : [detail]));
}

/** Tests only: forget what was logged. */
export function resetWarnings(): void {
  warned.clear();
}
