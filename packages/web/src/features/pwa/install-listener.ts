/**
 * The browser fires `beforeinstallprompt` once, early: this listens from the first line of boot
 * and keeps the event, so the app can offer its own Install button instead of the browser's
 * mini-infobar. Startup code, so only this; the states and the button (install-prompt.ts,
 * InstallAppCard) load with the account.
 */

/** Chromium's `beforeinstallprompt` event (not in TypeScript's DOM library). */
export type BeforeInstallPromptEvent = Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }> };

type InstallSignal = 'prompt-available' | 'installed';

let deferred: BeforeInstallPromptEvent | null = null;
let wasInstalled = false;
const listeners = new Set<(signal: InstallSignal) => void>();

export function listenForInstallPrompt(win: Window = window): void {
  win.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    for (const listener of listeners) listener('prompt-available');
  });
  win.addEventListener('appinstalled', () => {
    deferred = null;
    wasInstalled = true;
    for (const listener of listeners) listener('installed');
  });
}

/** The kept prompt, if the browser offered one (it can be shown once). */
export const keptInstallPrompt = (): BeforeInstallPromptEvent | null => deferred;
export const isAppInstalled = (): boolean => wasInstalled;

/** The prompt was shown: it cannot be shown again. */
export function forgetInstallPrompt(): void {
  deferred = null;
}

export function onInstallSignal(listener: (signal: InstallSignal) => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Tests only. */
export function setInstallPromptForTest(event: BeforeInstallPromptEvent | null): void {
  deferred = event;
  wasInstalled = false;
}
