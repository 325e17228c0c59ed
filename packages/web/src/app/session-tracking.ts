import { createEmitter } from './events';

/**
 * SPEC §4 Session tracking: a session starts when the app loads, ends when the tab is hidden or
 * unloaded, and resumes when the tab is visible again — but never ends during checkout, where a
 * tab switch is part of paying (a bank's app, a password manager, Stripe's 3-D Secure window).
 * Activity (issue 16) listens to the events; checkout holds the session while it is open.
 */
export type SessionState = 'active' | 'ended';

export const sessionEvents = createEmitter<{ 'session-ended': { reason: 'hidden' | 'unloaded' }; 'session-resumed': Record<string, never> }>();

let state: SessionState = 'active';
let holds = 0;
/** A hide that happened while checkout held the session: it ends once checkout lets go, if still hidden. */
let isHiddenMeanwhile = false;

export const sessionState = (): SessionState => state;

function end(reason: 'hidden' | 'unloaded') {
  if (state === 'ended') return;
  if (holds > 0) {
    isHiddenMeanwhile = true;
    return;
  }
  state = 'ended';
  sessionEvents.emit('session-ended', { reason });
}

function resume() {
  isHiddenMeanwhile = false;
  if (state === 'active') return;
  state = 'active';
  sessionEvents.emit('session-resumed', {});
}

/** Keeps the session going while something (checkout) is open; the returned function lets go. */
export function holdSession(doc: Document = document): () => void {
  holds += 1;
  let isReleased = false;
  return () => {
    if (isReleased) return;
    isReleased = true;
    holds -= 1;
    if (holds === 0 && isHiddenMeanwhile && doc.visibilityState === 'hidden') end('hidden');
  };
}

/** Follows the tab's visibility; the returned function stops (tests, the preview's teardown). */
export function startSessionTracking(win: Window = window): () => void {
  const onVisibility = () => (win.document.visibilityState === 'hidden' ? end('hidden') : resume());
  const onPageHide = () => end('unloaded');
  const onPageShow = () => resume();
  win.document.addEventListener('visibilitychange', onVisibility);
  win.addEventListener('pagehide', onPageHide);
  win.addEventListener('pageshow', onPageShow);
  return () => {
    win.document.removeEventListener('visibilitychange', onVisibility);
    win.removeEventListener('pagehide', onPageHide);
    win.removeEventListener('pageshow', onPageShow);
  };
}
