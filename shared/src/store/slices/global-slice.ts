import type { SliceCreator } from '@labmall/shared/store/slice-creator';

/** Spec §3 global: whether the login dialog is open, and whether the API has accepted our token. */
export interface GlobalSlice {
  global: { loginDialogVisible: boolean; apiHasAuth: boolean };
  setLoginDialogVisible: (loginDialogVisible: boolean) => void;
  setApiHasAuth: (apiHasAuth: boolean) => void;
}

export const createGlobalSlice: SliceCreator<GlobalSlice> = (set) => ({
  global: { loginDialogVisible: false, apiHasAuth: false },
  setLoginDialogVisible: (loginDialogVisible) => set((s) => ({ global: { ...s.global, loginDialogVisible } })),
  setApiHasAuth: (apiHasAuth) => set((s) => ({ global: { ...s.global, apiHasAuth } })),
});
