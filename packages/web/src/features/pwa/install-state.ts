/**
 * SPEC §4 Install prompt: the states are downloading, then downloaded or aborted; accepting sets
 * downloaded and clears the prompt; the downloading flag clears 500 ms after acceptance. Pure: the
 * store (install-prompt.ts, fed by install-listener.ts) applies these steps and records the activities they name.
 */
export type InstallStatus = 'idle' | 'downloading' | 'downloaded' | 'aborted';
export type InstallState = { hasPrompt: boolean; status: InstallStatus; isDownloading: boolean };
export type InstallStep = 'prompt-available' | 'install-asked' | 'accepted' | 'dismissed' | 'downloading-cleared' | 'installed';
export type InstallActivity = 'app_download_started' | 'app_downloaded' | 'app_download_aborted';

export const initialInstallState: InstallState = { hasPrompt: false, status: 'idle', isDownloading: false };

export function installStep(state: InstallState, step: InstallStep): { state: InstallState; activity: InstallActivity | null } {
  switch (step) {
    case 'prompt-available':
      return { state: state.status === 'downloaded' ? state : { ...state, hasPrompt: true }, activity: null };
    case 'install-asked':
      if (!state.hasPrompt || state.status === 'downloading') return { state, activity: null };
      return { state: { ...state, status: 'downloading', isDownloading: true }, activity: 'app_download_started' };
    case 'accepted':
      // The prompt is spent; the downloading flag stays until downloading-cleared (500 ms).
      return { state: { hasPrompt: false, status: 'downloaded', isDownloading: state.isDownloading }, activity: 'app_downloaded' };
    case 'dismissed':
      // A browser's prompt can be shown once; it offers a new one (prompt-available) when it will.
      return { state: { hasPrompt: false, status: 'aborted', isDownloading: false }, activity: 'app_download_aborted' };
    case 'downloading-cleared':
      return { state: { ...state, isDownloading: false }, activity: null };
    case 'installed':
      // Installed some other way (the browser's own menu): nothing left to offer, no activity twice.
      return { state: { hasPrompt: false, status: 'downloaded', isDownloading: false }, activity: state.status === 'downloaded' ? null : 'app_downloaded' };
  }
}
