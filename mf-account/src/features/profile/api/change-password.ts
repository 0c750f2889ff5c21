import { apiPost } from '@labmall/shared/api/client';
import { CODE_OK } from '@labmall/shared/api/envelope';

export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
}

/**
 * POST /api/auth/password. The server ends every other session of the account; this one stays signed in.
 * Refusals (400 wrongPassword / samePassword, or a field rule) reject with the envelope in the shopper's language.
 */
export async function changePassword(input: PasswordChange): Promise<void> {
  const body = await apiPost<null>('/api/auth/password', input);
  if (body.code !== CODE_OK) throw body;
}
