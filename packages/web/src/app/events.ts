import type { MemberView } from '@tessera/core/entities/user';

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

/** The ways a member can get signed in (SPEC §4); each ends with an auth-completed event. */
export type SignInPath = 'sign-in' | 'sign-up' | 'sso' | 'passwordless' | 'subscriber' | 'reset';

export type AppEvents = {
  /**
   * Back was pressed. A screen that must confirm leaving (a running workout, a half-filled form)
   * or a native shell listens; when nobody listens, back navigates.
   */
  'exit-attempt': { path: string };
  /** A member just signed in by one of the SPEC §4 paths (not a session restored at start). */
  'auth-completed': { via: SignInPath; member: MemberView };
  /**
   * The member signed out (or the session was found dead). Stores of member data that the auth
   * store does not own (messages, content translations, query caches) clear themselves on this.
   */
  'signed-out': { reason: 'logout' | 'session-ended' };
  /** The server refused the member's token (revoked elsewhere, expired): the session is over. */
  'session-rejected': { url: string };
};

export const appEvents = createEmitter<AppEvents>();
