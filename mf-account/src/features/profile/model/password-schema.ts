import { z } from 'zod/mini';
import { passwordError } from '@labmall/shared/auth/credential-rules';
import type { PasswordChange } from '../api/change-password';

export const PASSWORD_FIELDS = ['oldPassword', 'newPassword', 'confirmPassword'] as const;
export type PasswordField = (typeof PASSWORD_FIELDS)[number];
export type PasswordValues = Record<PasswordField, string>;
export type PasswordErrors = Partial<Record<PasswordField, string>>;

export const emptyPasswordValues: PasswordValues = { oldPassword: '', newPassword: '', confirmPassword: '' };

type T = (key: string) => string;

/**
 * The password-change form. The new password follows the registration rule the shell's form applies
 * (`passwordError` of shared/src/auth/credential-rules, mirrored by api/src/modules/auth/schemas.ts); the
 * current one is only required (a rule may have changed since it was set).
 */
export function createPasswordSchema(t: T) {
  return z
    .object({
      oldPassword: z.string().check(z.minLength(1, t('accountProfile.password.errors.currentRequired'))),
      newPassword: z.string().check(
        z.minLength(1, t('accountProfile.password.errors.newRequired')),
        z.superRefine((value, ctx) => {
          const rule = value ? passwordError(value, true) : null;
          if (rule) ctx.addIssue({ code: 'custom', message: t(rule), input: value });
        }),
      ),
      confirmPassword: z.string().check(z.minLength(1, t('accountProfile.password.errors.confirmRequired'))),
    })
    .check(
      z.refine((v) => !v.newPassword || v.newPassword !== v.oldPassword, {
        path: ['newPassword'], message: t('accountProfile.password.errors.samePassword'),
      }),
      z.refine((v) => !v.confirmPassword || v.confirmPassword === v.newPassword, {
        path: ['confirmPassword'], message: t('accountProfile.password.errors.mismatch'),
      }),
    );
}

/** The request body, or the first message for each invalid field. */
export function checkPassword(
  schema: ReturnType<typeof createPasswordSchema>,
  values: PasswordValues,
): { input: PasswordChange; errors?: undefined } | { input?: undefined; errors: PasswordErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { input: { oldPassword: result.data.oldPassword, newPassword: result.data.newPassword } };
  const errors: PasswordErrors = {};
  for (const issue of result.error.issues) errors[issue.path[0] as PasswordField] ??= issue.message;
  return { errors };
}
