import { describe, expect, it, vi } from 'vitest';
import { IDLE_WAIT_MS, whenIdle } from './when-idle';

describe('whenIdle', () => {
  it('waits for the browser to be idle, at most IDLE_WAIT_MS', async () => {
    const requestIdleCallback = vi.fn((callback: IdleRequestCallback) => {
      setTimeout(() => callback({ didTimeout: false, timeRemaining: () => 10 }), 0);
      return 1;
    });
    const win = { requestIdleCallback, setTimeout } as unknown as Window;
    await whenIdle(win);
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: IDLE_WAIT_MS });
  });

  it('falls back to a timer where the browser has no idle callbacks', async () => {
    vi.useFakeTimers();
    try {
      const win = { setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms) } as unknown as Window;
      let isDone = false;
      void whenIdle(win).then(() => {
        isDone = true;
      });
      await vi.advanceTimersByTimeAsync(10);
      expect(isDone).toBe(false);
      await vi.advanceTimersByTimeAsync(100);
      expect(isDone).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
