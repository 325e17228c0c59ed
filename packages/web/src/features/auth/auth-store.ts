import { create } from 'zustand';
import { emptyMemberData, type MemberData } from '@tessera/core/entities/member-data';
import type { SignInResponse } from '@tessera/core/entities/sign-in';
import { toMemberView } from '@tessera/core/entities/member-view';
import type { MemberView } from '@tessera/core/entities/member-view';
import type { User } from '@tessera/core/entities/user';

/**
 * SPEC §4 Authentication: `unchecked` until the stored session has been asked about, then
 * `authenticated` or `guest` (both are "checked").
 */
export type AuthStatus = 'unchecked' | 'authenticated' | 'guest';


/**
 * Something an emailed link started that the #auth overlay has to finish: choosing a new password
 * (reset link), or explaining why a link did not work with a way to ask for a new one.
 */
export type PendingLink =
  | { kind: 'reset'; token: string }
  | { kind: 'failed'; purpose: 'passwordless' | 'reset'; code: string; message: string };

type AuthState = {
  status: AuthStatus;
  user: User | null;
  member: MemberView | null;
  data: MemberData;
  pendingLink: PendingLink | null;
};

type AuthActions = {
  /** Installs what a sign-in path or the session check answered. */
  install: (response: SignInResponse) => void;
  /** The member changed (details, language, avatar): one source for both views. */
  setUser: (user: User) => void;
  /** Back to a guest with nothing of the previous member left. */
  clear: () => void;
  /** The check at start found no usable session. */
  markGuest: () => void;
  setPendingLink: (link: PendingLink | null) => void;
};

export type AuthStore = AuthState & AuthActions;

export const isAuthChecked = (status: AuthStatus) => status !== 'unchecked';

export const useAuthStore = create<AuthStore>((set) => ({
  status: 'unchecked',
  user: null,
  member: null,
  data: emptyMemberData(),
  pendingLink: null,
  install: (response) => {
    const { user, authentication_token: _token, ...data } = response;
    set({ status: 'authenticated', user, member: toMemberView(user), data });
  },
  setUser: (user) => set({ user, member: toMemberView(user) }),
  clear: () => set({ status: 'guest', user: null, member: null, data: emptyMemberData() }),
  markGuest: () => set((state) => (state.status === 'unchecked' ? { status: 'guest' } : {})),
  setPendingLink: (pendingLink) => set({ pendingLink }),
}));
