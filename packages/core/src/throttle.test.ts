import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESIZE_THROTTLE_MS } from './constants';
import { throttle } from './throttle';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('throttle', () => {
  it('runs the first call at once and folds a burst into one trailing call with the latest arguments', () => {
    const seen: number[] = [];
    const resize = throttle((width: number) => seen.push(width), RESIZE_THROTTLE_MS);
    resize(320);
    resize(330);
    resize(340);
    expect(seen).toEqual([320]);
    vi.advanceTimersByTime(RESIZE_THROTTLE_MS - 1);
    expect(seen).toEqual([320]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([320, 340]);
  });

  it('calls at most once per window during a long resize', () => {
    const calls = vi.fn();
    const resize = throttle(calls, RESIZE_THROTTLE_MS);
    // 1 s of resize events every 10 ms.
    for (let elapsed = 0; elapsed < 1000; elapsed += 10) {
      resize();
      vi.advanceTimersByTime(10);
    }
    vi.runAllTimers();
    expect(calls.mock.calls.length).toBeGreaterThanOrEqual(10);
    expect(calls.mock.calls.length).toBeLessThanOrEqual(11);
  });

  it('runs again at once after a quiet window', () => {
    const calls = vi.fn();
    const resize = throttle(calls, RESIZE_THROTTLE_MS);
    resize();
    vi.advanceTimersByTime(RESIZE_THROTTLE_MS);
    resize();
    expect(calls).toHaveBeenCalledTimes(2);
  });

  it('drops the trailing call when cancelled', () => {
    const calls = vi.fn();
    const resize = throttle(calls, RESIZE_THROTTLE_MS);
    resize();
    resize();
    resize.cancel();
    vi.runAllTimers();
    expect(calls).toHaveBeenCalledTimes(1);
  });
});
