import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubIntersectionObserver } from './test/stub-intersection-observer';
import { useNearViewport } from './use-near-viewport';

function Frame() {
  const box = useRef<HTMLDivElement>(null);
  const isNear = useNearViewport(box);
  return <div ref={box}>{isNear ? 'loaded' : 'waiting'}</div>;
}

describe('useNearViewport', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is false until the element comes near the viewport, then stays true and stops watching', () => {
    const observer = stubIntersectionObserver();
    render(<Frame />);
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(observer.watched.size).toBe(1);
    act(() => observer.enter());
    expect(screen.getByText('loaded')).toBeTruthy();
    expect(observer.watched.size).toBe(0);
  });
});
