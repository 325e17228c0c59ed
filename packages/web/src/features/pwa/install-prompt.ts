import { INSTALL_DOWNLOADING_CLEAR_MS } from '@tessera/core/constants';
import { create } from 'zustand';
import { recordActivity } from '../../app/activity';
import { forgetInstallPrompt, isAppInstalled, keptInstallPrompt, onInstallSignal } from './install-listener';
import { initialInstallState, installStep, type InstallState, type InstallStep } from './install-state';

/** SPEC §4's install states, from what the listener kept before this chunk loaded and what follows. */
export const useInstallStore = create<InstallState>(() =>
  isAppInstalled() ? installStep(initialInstallState, 'installed').state : { ...initialInstallState, hasPrompt: keptInstallPrompt() !== null },
);

function apply(step: InstallStep) {
  const { state, activity } = installStep(useInstallStore.getState(), step);
  useInstallStore.setState(state);
  if (activity) recordActivity(activity);
}

onInstallSignal(apply);

/** The member tapped Install: the browser's dialog, then downloaded or aborted (SPEC §4). */
export async function installApp(): Promise<void> {
  const prompt = keptInstallPrompt();
  if (!prompt) return;
  apply('install-asked');
  // A prompt can be shown once, whatever the answer.
  forgetInstallPrompt();
  try {
    await prompt.prompt();
    const { outcome } = await prompt.userChoice;
    if (outcome === 'accepted') {
      apply('accepted');
      setTimeout(() => apply('downloading-cleared'), INSTALL_DOWNLOADING_CLEAR_MS);
    } else {
      apply('dismissed');
    }
  } catch {
    apply('dismissed');
  }
}
