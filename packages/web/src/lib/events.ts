/** A tiny typed event emitter: enough for app-wide signals without a library. */
export type Emitter<Events extends Record<string, unknown>> = {
  on: <K extends keyof Events>(event: K, listener: (payload: Events[K]) => void) => () => void;
  emit: <K extends keyof Events>(event: K, payload: Events[K]) => void;
  hasListeners: (event: keyof Events) => boolean;
};

export function createEmitter<Events extends Record<string, unknown>>(): Emitter<Events> {
  const listeners = new Map<keyof Events, Set<(payload: never) => void>>();
  return {
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
      return () => void set.delete(listener);
    },
    emit(event, payload) {
      for (const listener of [...(listeners.get(event) ?? [])]) (listener as (p: typeof payload) => void)(payload);
    },
    hasListeners: (event) => (listeners.get(event)?.size ?? 0) > 0,
  };
}

export type AppEvents = {
  /**
   * Back was pressed. A screen that must confirm leaving (a running workout, a half-filled form)
   * or a native shell listens; when nobody listens, back navigates.
   */
  'exit-attempt': { path: string };
};

export const appEvents = createEmitter<AppEvents>();
