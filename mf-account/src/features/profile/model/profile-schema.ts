import { z } from 'zod/mini';
import { MOBILE_PATTERN } from '@labmall/shared/auth/credential-rules';
import type { Profile, ProfileInput } from '../api/profile-types';

/** The form's fields in screen order: the first invalid one gets the focus. */
export const PROFILE_FIELDS = ['nickname', 'institution', 'laboratory', 'mobile', 'email'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type ProfileValues = Record<ProfileField, string>;
export type ProfileErrors = Partial<Record<ProfileField, string>>;

export function valuesOf({ nickname, institution, laboratory, mobile, email }: Profile): ProfileValues {
  return { nickname, institution, laboratory, mobile, email };
}

type T = (key: string) => string;

// The server refuses control characters (a tab pasted into a name would show in the header).
const NO_CONTROL_CHARACTERS = /^[^\p{Cc}]*$/u;

const text = (max: number, tooLong: string, controlCharacters: string) =>
  z.string().check(z.trim(), z.maxLength(max, tooLong), z.regex(NO_CONTROL_CHARACTERS, controlCharacters));

/**
 * The one schema of the profile form, mirroring api/src/modules/profile/schemas.ts (which checks again):
 * nickname 1–32, institution and laboratory up to 100, mobile and email each empty or valid. Messages come
 * in the shopper's language.
 */
export function createProfileSchema(t: T) {
  const controlCharacters = t('accountProfile.errors.controlCharacters');
  return z.object({
    nickname: z.string().check(
      z.trim(), z.minLength(1, t('accountProfile.errors.nicknameRequired')), z.maxLength(32, t('accountProfile.errors.nicknameTooLong')),
      z.regex(NO_CONTROL_CHARACTERS, controlCharacters),
    ),
    institution: text(100, t('accountProfile.errors.institutionTooLong'), controlCharacters),
    laboratory: text(100, t('accountProfile.errors.laboratoryTooLong'), controlCharacters),
    // People type mobiles in groups ("138 0013 8000"); the server takes the bare 11 digits.
    mobile: z.string().check(
      z.overwrite((value) => value.replace(/[\s-]/g, '')),
      z.refine((value) => value === '' || MOBILE_PATTERN.test(value), t('accountProfile.errors.mobile')),
    ),
    // zod's own email pattern, the one the server applies to this field.
    email: z.string().check(
      z.trim(), z.maxLength(254, t('accountProfile.errors.emailTooLong')),
      z.refine((value) => value === '' || z.regexes.email.test(value), t('accountProfile.errors.email')),
    ),
  });
}

/** The request body, or the first message for each invalid field. */
export function checkProfile(
  schema: ReturnType<typeof createProfileSchema>,
  values: ProfileValues,
): { input: ProfileInput; errors?: undefined } | { input?: undefined; errors: ProfileErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { input: result.data };
  const errors: ProfileErrors = {};
  for (const issue of result.error.issues) errors[issue.path[0] as ProfileField] ??= issue.message;
  return { errors };
}
