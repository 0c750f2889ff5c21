import { apiPost } from '@labmall/shared/api/client';
import { apiErrorMessage } from '@labmall/shared/api/error-message';

export type ResetRequestResult = { ok: boolean; message: string };

/**
 * POST /api/auth/password-reset: the server answers alike whether the account exists (docs/mail.md); its
 * message (in the user's language) says what happens next, a mobile number included.
 */
export async function requestPasswordReset(account: string): Promise<ResetRequestResult> {
  try {
    const body = await apiPost<{ channel: 'email' | 'mobile' } | null>('/api/auth/password-reset', { account });
    return { ok: body.code === 200, message: body.message };
  } catch (error) {
    return { ok: false, message: apiErrorMessage(error, '') };
  }
}
