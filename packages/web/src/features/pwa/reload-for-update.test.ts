import { RELOAD_LOADER_MS } from '@tessera/core/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CACHE_BUST_PARAM, SKIP_WAITING_MESSAGE } from '../../service-worker/routes';
import { RELOAD_LOADER_ID, reloadForUpdate, resetReloadForTest, withCacheBust } from './reload-for-update';
import { dropCacheBust, setWaitingForTest } from './service-worker';

afterEach(() => {
  vi.useRealTimers();
  setWaitingForTest(null);
  resetReloadForTest();
});

describe('the update flow (SPEC §2)', () => {
  it('shows the loader, lets the waiting worker take over, and after 1.5 s loads the address with a cache-busting parameter', () => {
    vi.useFakeTimers({ now: 1_732_480_000_000 });
    const worker = { postMessage: vi.fn() } as unknown as ServiceWorker;
    setWaitingForTest(worker);
    const navigateTo = vi.fn();
    reloadForUpdate('/programs/strength?week=2#auth', { navigateTo });
    const loader = document.getElementById(RELOAD_LOADER_ID);
    expect(loader?.getAttribute('role')).toBe('status');
    expect(worker.postMessage).toHaveBeenCalledWith(SKIP_WAITING_MESSAGE);
    vi.advanceTimersByTime(RELOAD_LOADER_MS - 1);
    expect(navigateTo).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigateTo).toHaveBeenCalledWith(`${window.location.origin}/programs/strength?week=2&${CACHE_BUST_PARAM}=1732480001500#auth`);
  });

  it('reloads once however many navigations follow', () => {
    vi.useFakeTimers();
    const navigateTo = vi.fn();
    reloadForUpdate('/a', { navigateTo });
    reloadForUpdate('/b', { navigateTo });
    vi.advanceTimersByTime(RELOAD_LOADER_MS);
    expect(navigateTo).toHaveBeenCalledTimes(1);
  });

  it('takes the parameter off the address after the reload, keeping the rest', () => {
    window.history.replaceState(null, '', `/programs?week=2&${CACHE_BUST_PARAM}=123#auth`);
    dropCacheBust();
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/programs?week=2#auth');
    expect(withCacheBust('/x', 5)).toBe(`${window.location.origin}/x?${CACHE_BUST_PARAM}=5`);
  });
});
