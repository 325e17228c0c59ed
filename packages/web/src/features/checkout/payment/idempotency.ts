function randomKey(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * One idempotency key per checkout attempt: the same order (product, price, bumps, coupon,
 * address) keeps its key, so a second press, a retry after a network failure or another card after
 * a decline reaches the same intent on the server and charges at most once. A changed order is a
 * new attempt with a new key.
 */
export function createAttemptKeys(): { keyFor: (order: string) => string; forget: (order: string) => void } {
  const keys = new Map<string, string>();
  return {
    keyFor: (order) => {
      let key = keys.get(order);
      if (!key) {
        key = randomKey();
        keys.set(order, key);
      }
      return key;
    },
    forget: (order) => void keys.delete(order),
  };
}
