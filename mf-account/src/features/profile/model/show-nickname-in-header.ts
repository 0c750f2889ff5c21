import { appStore } from '@labmall/shared/store/app-store';

/**
 * After a save the header must greet the shopper by the new nickname without a reload. The shell's user menu
 * reads `auth.user.nickname`; `user.userInfo` holds the same record (auth-service sets both), so both change.
 */
export function showNicknameInHeader(nickname: string): void {
  const { auth, user, setAuthUser, setUserInfo } = appStore.getState();
  if (auth.user) setAuthUser({ ...auth.user, nickname });
  if (user.userInfo) setUserInfo({ ...user.userInfo, nickname });
}
