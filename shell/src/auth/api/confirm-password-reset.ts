import { apiPost } from '@labmall/shared/api/client';
import type { TokenEnvelope } from '@labmall/shared/api/envelope';
import { apiErrorMessage } from '@labmall/shared/api/error-message';
import { fetchUser } from '@labmall/shared/auth/auth-service';
import { setTokens } from '@labmall/shared/auth/tokens';

/** signedIn: a shopper is signed in with the new password; false for a staff account (sign in with the second factor). */
export type ResetConfirmResult = { ok: true; signedIn: boolean; message: string } | { ok: false; message: string };

type ConfirmEnvelope = TokenEnvelope & { data?: { signIn: boolean } | null };

/** POST /api/auth/password-reset/confirm: the link's token and the new password; stores the new session's tokens. */
export async function confirmPasswordReset(token: string, password: string): Promise<ResetConfirmResult> {
  try {
    const body = await apiPost<unknown, ConfirmEnvelope>('/api/auth/password-reset/confirm', { token, password });
    if (body.code !== 200) return { ok: false, message: body.message };
    if (!body.token) return { ok: true, signedIn: false, message: body.message };
    setTokens(body.token, body.refresh_token);
    return { ok: true, signedIn: (await fetchUser()) !== null, message: body.message };
  } catch (error) {
    return { ok: false, message: apiErrorMessage(error, '') };
  }
}
