import type { SliceCreator } from '@labmall/shared/store/slice-creator';

/** Spec §3 user: the token and the user record as the account area shows it. */
export interface UserSlice {
  user: { userToken: string; userInfo: Record<string, unknown> | null };
  setUserToken: (userToken: string) => void;
  setUserInfo: (userInfo: Record<string, unknown> | null) => void;
}

export const createUserSlice: SliceCreator<UserSlice> = (set) => ({
  user: { userToken: '', userInfo: null },
  setUserToken: (userToken) => set((s) => ({ user: { ...s.user, userToken } })),
  setUserInfo: (userInfo) => set((s) => ({ user: { ...s.user, userInfo } })),
});
