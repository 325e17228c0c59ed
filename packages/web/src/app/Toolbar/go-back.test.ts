import { describe, expect, it, vi } from 'vitest';
import { createEmitter } from '../events';
import type { AppEvents } from '../events';
import { goBack } from './go-back';

describe('goBack', () => {
  it('emits an exit attempt instead of navigating when someone listens', () => {
    const events = createEmitter<AppEvents>();
    const listener = vi.fn();
    events.on('exit-attempt', listener);
    const navigate = vi.fn();
    expect(goBack({ events, path: '/workout', canGoBack: () => true, navigate })).toBe('exit-attempt');
    expect(listener).toHaveBeenCalledWith({ path: '/workout' });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('goes back in history when there is history', () => {
    const navigate = vi.fn();
    expect(goBack({ events: createEmitter<AppEvents>(), path: '/a', canGoBack: () => true, navigate })).toBe('back');
    expect(navigate).toHaveBeenCalledWith(-1);
  });

  it('goes home when the app was opened on this page', () => {
    const navigate = vi.fn();
    expect(goBack({ events: createEmitter<AppEvents>(), path: '/a', canGoBack: () => false, navigate })).toBe('home');
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('navigates again once the listener unsubscribes', () => {
    const events = createEmitter<AppEvents>();
    const off = events.on('exit-attempt', () => undefined);
    off();
    const navigate = vi.fn();
    expect(goBack({ events, path: '/a', canGoBack: () => false, navigate })).toBe('home');
  });
});
