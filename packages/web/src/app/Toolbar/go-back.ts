import type { Emitter, AppEvents } from '../events';

type GoBackArgs = {
  events: Emitter<AppEvents>;
  path: string;
  canGoBack: () => boolean;
  navigate: (to: string | number) => void;
};

export type GoBackOutcome = 'exit-attempt' | 'back' | 'home';

/**
 * SPEC §2: back first announces an exit attempt when someone listens (the listener decides what
 * happens), otherwise it goes back in history, or home when the app was opened on this page.
 */
export function goBack({ events, path, canGoBack, navigate }: GoBackArgs): GoBackOutcome {
  if (events.hasListeners('exit-attempt')) {
    events.emit('exit-attempt', { path });
    return 'exit-attempt';
  }
  if (canGoBack()) {
    navigate(-1);
    return 'back';
  }
  navigate('/');
  return 'home';
}

/** React Router's browser history numbers its entries; 0 means this tab started here. */
export function canGoBackInHistory(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'idx' in state && typeof state.idx === 'number' && state.idx > 0;
}
