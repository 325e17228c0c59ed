import { INSTALL_DOWNLOADING_CLEAR_MS } from '@tessera/core/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activityEvents, type Activity } from '../../app/activity';
import { listenForInstallPrompt, type BeforeInstallPromptEvent } from './install-listener';
import { installApp, useInstallStore } from './install-prompt';
import { initialInstallState } from './install-state';

listenForInstallPrompt(window);

function offerPrompt(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as BeforeInstallPromptEvent;
  Object.assign(event, { prompt: vi.fn(async () => undefined), userChoice: Promise.resolve({ outcome }) });
  window.dispatchEvent(event);
  return event;
}

function recordActivities() {
  const seen: string[] = [];
  const off = activityEvents.on('activity', (activity: Activity) => seen.push(activity.activity_type));
  return { seen, off };
}

afterEach(() => {
  vi.useRealTimers();
  useInstallStore.setState(initialInstallState);
});

describe('the install prompt (SPEC §4)', () => {
  it('keeps the browser’s prompt, and on acceptance is downloaded, the downloading flag clearing 500 ms later', async () => {
    vi.useFakeTimers();
    const { seen, off } = recordActivities();
    const event = offerPrompt('accepted');
    expect(event.defaultPrevented).toBe(true);
    expect(useInstallStore.getState().hasPrompt).toBe(true);
    await installApp();
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(useInstallStore.getState()).toEqual({ hasPrompt: false, status: 'downloaded', isDownloading: true });
    vi.advanceTimersByTime(INSTALL_DOWNLOADING_CLEAR_MS);
    expect(useInstallStore.getState().isDownloading).toBe(false);
    expect(seen).toEqual(['app_download_started', 'app_downloaded']);
    off();
  });

  it('is aborted when the member says no, and the spent prompt is not offered again', async () => {
    const { seen, off } = recordActivities();
    offerPrompt('dismissed');
    await installApp();
    expect(useInstallStore.getState()).toEqual({ hasPrompt: false, status: 'aborted', isDownloading: false });
    await installApp();
    expect(seen).toEqual(['app_download_started', 'app_download_aborted']);
    off();
  });
});
