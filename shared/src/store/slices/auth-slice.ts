import type { SliceCreator } from '@labmall/shared/store/slice-creator';
import { AUTH_STRATEGY } from '@labmall/shared/storage/keys';

/** The user object of GET /api/auth/user; only `scope` is known to the spec (§3, §6). */
export type AuthUser = Record<string, unknown> & { scope?: string[] | Record<string, boolean> };

/** Spec §3 auth state: user, loggedIn, strategy, busy. */
export interface AuthSlice {
  auth: { user: AuthUser | null; loggedIn: boolean; strategy: string; busy: boolean };
  setAuthUser: (user: AuthUser | null) => void;
  setAuthBusy: (busy: boolean) => void;
}

export const createAuthSlice: SliceCreator<AuthSlice> = (set) => ({
  auth: { user: null, loggedIn: false, strategy: AUTH_STRATEGY, busy: false },
  // loggedIn is true exactly when a user record is present (spec §4: fetched right after login).
  setAuthUser: (user) => set((s) => ({ auth: { ...s.auth, user, loggedIn: user !== null } })),
  setAuthBusy: (busy) => set((s) => ({ auth: { ...s.auth, busy } })),
});
