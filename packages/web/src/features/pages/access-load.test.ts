import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_RETRY_AUTH_MS, ACCESS_RETRY_BUSY_MS, ACCESS_RETRY_CAP } from '@tessera/core/constants';
import { createAccessLimiter, loadAccessWithRetry } from './access-load';

describe('access loading retries (SPEC §8)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads at once when the auth check answered and nothing else loads', async () => {
    const load = vi.fn(async () => 'page');
    await expect(loadAccessWithRetry({ load, isAuthChecked: () => true, isBusy: () => false })).resolves.toBe('page');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('retries every 250 ms while the auth check is unchecked', async () => {
    let isChecked = false;
    const load = vi.fn(async () => 'page');
    const result = loadAccessWithRetry({ load, isAuthChecked: () => isChecked, isBusy: () => false });
    await vi.advanceTimersByTimeAsync(ACCESS_RETRY_AUTH_MS * 3 - 1);
    expect(load).not.toHaveBeenCalled();
    isChecked = true;
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('page');
  });

  it('retries every 100 ms while another load is in progress', async () => {
    let isBusy = true;
    const load = vi.fn(async () => 'page');
    const result = loadAccessWithRetry({ load, isAuthChecked: () => true, isBusy: () => isBusy });
    await vi.advanceTimersByTimeAsync(ACCESS_RETRY_BUSY_MS - 1);
    isBusy = false;
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('page');
  });

  it('gives up silently after 100 tries', async () => {
    const load = vi.fn(async () => 'page');
    const result = loadAccessWithRetry({ load, isAuthChecked: () => true, isBusy: () => true });
    await vi.advanceTimersByTimeAsync(ACCESS_RETRY_BUSY_MS * ACCESS_RETRY_CAP - 1);
    let settled: unknown = 'pending';
    void result.then((value) => (settled = value));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBeUndefined();
    expect(load).not.toHaveBeenCalled();
  });

  it('the limiter is busy while its loads fill it', async () => {
    const limiter = createAccessLimiter(1);
    let finish = () => undefined as void;
    const running = limiter.run(() => new Promise<void>((resolve) => (finish = resolve)));
    expect(limiter.isBusy()).toBe(true);
    finish();
    await running;
    expect(limiter.isBusy()).toBe(false);
  });
});
