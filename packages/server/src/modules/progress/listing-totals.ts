/**
 * Totals of listings, remembered briefly: counting every match of a filter is the dearest part of
 * a deep listing, and the answer changes only when the app is published. Entries live as long as
 * the publish cache's (10 s), so a publish on another instance shows up in totals as soon as in pages.
 */
export type ListingTotals = {
  get: (key: string, count: () => Promise<number>) => Promise<number>;
};

export function createListingTotals(args: { ttlMs?: number; maxEntries?: number; now?: () => number } = {}): ListingTotals {
  const ttlMs = args.ttlMs ?? 10_000;
  const maxEntries = args.maxEntries ?? 1_000;
  const now = args.now ?? Date.now;
  const entries = new Map<string, { value: Promise<number>; expiresAt: number }>();
  return {
    get(key, count) {
      const found = entries.get(key);
      if (found && found.expiresAt > now()) return found.value;
      const value = count();
      entries.delete(key);
      entries.set(key, { value, expiresAt: now() + ttlMs });
      // A failed count is not remembered.
      value.catch(() => entries.delete(key));
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return value;
    },
  };
}
