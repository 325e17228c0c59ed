import { afterEach, describe, expect, it } from 'vitest';
import { holdSession, sessionEvents, sessionState, startSessionTracking } from './session-tracking';

function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('session tracking (SPEC §4)', () => {
  let stop = () => undefined as void;
  afterEach(() => {
    setVisibility('visible');
    stop();
  });

  it('ends when the tab is hidden and resumes when it is visible again', () => {
    stop = startSessionTracking();
    const seen: string[] = [];
    const offEnd = sessionEvents.on('session-ended', ({ reason }) => seen.push(`ended:${reason}`));
    const offResume = sessionEvents.on('session-resumed', () => seen.push('resumed'));
    setVisibility('hidden');
    expect(sessionState()).toBe('ended');
    setVisibility('visible');
    expect(sessionState()).toBe('active');
    window.dispatchEvent(new Event('pagehide'));
    expect(seen).toEqual(['ended:hidden', 'resumed', 'ended:unloaded']);
    window.dispatchEvent(new Event('pageshow'));
    offEnd();
    offResume();
  });

  it('does not end during checkout; a tab still hidden when checkout lets go ends it then', () => {
    stop = startSessionTracking();
    const release = holdSession();
    setVisibility('hidden');
    window.dispatchEvent(new Event('pagehide'));
    expect(sessionState()).toBe('active');
    release();
    expect(sessionState()).toBe('ended');
  });

  it('keeps going when checkout lets go after the member came back', () => {
    stop = startSessionTracking();
    const release = holdSession();
    setVisibility('hidden');
    setVisibility('visible');
    release();
    release();
    expect(sessionState()).toBe('active');
  });
});
