import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './use-near-viewport';

function Frame() {
  const box = useRef<HTMLDivElement>(null);
  const isNear = useNearViewport(box);
  return <div ref={box}>{isNear ? 'loaded' : 'waiting'}</div>;
}

/** An IntersectionObserver the test drives: `enter` reports the watched elements as near. */
function stubObserver() {
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
    enter: () =>
      report(
        [...watched].map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
        {} as IntersectionObserver,
      ),
  };
}

describe('useNearViewport', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is false until the element comes near the viewport, then stays true and stops watching', () => {
    const observer = stubObserver();
    render(<Frame />);
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(observer.watched.size).toBe(1);
    act(() => observer.enter());
    expect(screen.getByText('loaded')).toBeTruthy();
    expect(observer.watched.size).toBe(0);
  });
});
