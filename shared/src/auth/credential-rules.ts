/**
 * The sign-in and registration rules, shown to the user and checked before anything is sent; the API checks
 * the same rules itself (api/src/modules/auth/schemas.ts). Each failure is an i18n key.
 */
export const EMAIL_PATTERN = /^[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@]{2,}$/;
/** Mainland mobile numbers: 11 digits starting 13–19. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;

export function accountError(account: string): string | null {
  const value = account.trim();
  if (!value) return 'auth.errors.accountRequired';
  if (!EMAIL_PATTERN.test(value) && !MOBILE_PATTERN.test(value)) return 'auth.errors.accountFormat';
  return null;
}

/** Sign-in only needs a password; registration applies the strength rules. */
export function passwordError(password: string, checkStrength: boolean): string | null {
  if (!password) return 'auth.errors.passwordRequired';
  if (!checkStrength) return null;
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) return 'auth.errors.passwordLength';
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) return 'auth.errors.passwordStrength';
  return null;
}
