import { vi } from 'vitest';

/**
 * An IntersectionObserver a test drives (jsdom has none): it records what is observed, and
 * `enter` reports elements (by default every watched one) as near the viewport.
 */
export function stubIntersectionObserver() {
  const watched = new Set<Element>();
  let report: IntersectionObserverCallback = () => undefined;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        report = callback;
      }
      observe(element: Element) {
        watched.add(element);
      }
      unobserve(element: Element) {
        watched.delete(element);
      }
      disconnect() {
        watched.clear();
      }
    },
  );
  return {
    watched,
    enter: (targets: Element[] = [...watched]) =>
      report(
        targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
        {} as IntersectionObserver,
      ),
  };
}
