import { z } from 'zod';
import { ACCOUNT_MAX_LENGTH } from '../auth/account';
import { newPassword, tokenResponse } from '../auth/schemas';

/** Any text is taken: a malformed or unknown account gets the same answer as a real one (no enumeration). */
export const resetRequestBody = z.object({ account: z.string().trim().min(1).max(ACCOUNT_MAX_LENGTH) }).strict();

/** The link's token and the new password, checked by sign-up's own rules (auth/schemas.ts newPassword). */
export const resetConfirmBody = z.object({ token: z.string().min(1).max(100), password: newPassword }).strict();

/** `data.channel`: email, or mobile (the answer says no text message can be sent). */
export const resetRequestResponse = z.object({
  code: z.literal(200),
  message: z.string(),
  data: z.object({ channel: z.enum(['email', 'mobile']) }),
});

/**
 * A shopper is signed in with the new password at once (tokens at the top level, like sign-in); a staff
 * account gets no tokens (`signIn: true`): its sign-in still needs the second factor.
 */
export const resetConfirmResponse = z.union([
  tokenResponse.extend({ data: z.object({ signIn: z.literal(false) }) }),
  z.object({ code: z.literal(200), message: z.string(), data: z.object({ signIn: z.literal(true) }) }),
]);
