import { z } from 'zod';
import { envelopeOf } from '../../lib/envelope';
import { isMobile } from '../auth/account';

/** Line breaks, tabs and other control characters have no place in a name shown in the header. */
const NO_CONTROL_CHARACTERS = /^[^\p{Cc}]*$/u;
const text = (min: number, max: number) => z.string().trim().min(min).max(max).regex(NO_CONTROL_CHARACTERS);

/**
 * The whole profile form, every field required (a partial body would silently keep stale values);
 * an empty string clears an optional field. Lengths mirror the users columns (auth.ts).
 */
export const profileBody = z
  .object({
    nickname: text(1, 32),
    institution: text(0, 100),
    laboratory: text(0, 100),
    mobile: z
      .string()
      .trim()
      .refine((value) => value === '' || isMobile(value), { params: { rule: 'mobileOrEmpty' } }),
    email: z
      .string()
      .trim()
      .max(254)
      .refine((value) => value === '' || z.regexes.email.test(value), { params: { rule: 'emailOrEmpty' } }),
  })
  .strict();
export type ProfileInput = z.infer<typeof profileBody>;

export const noQuery = z.object({}).strict();

export const profileSchema = z.object({
  /** The sign-in account, masked as GET /api/auth/user shows it (`de***@labmall.test`, `138****5678`). */
  account: z.string(),
  nickname: z.string(),
  institution: z.string(),
  laboratory: z.string(),
  /** Contact mobile, '' when not given (not the sign-in account). */
  mobile: z.string(),
  /** Contact email, '' when not given (not the sign-in account). */
  email: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

export const profileResponse = envelopeOf(profileSchema);
