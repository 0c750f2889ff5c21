import { z } from 'zod';
import { ACCOUNT_MAX_LENGTH, isAccount } from './account';

// Rules shown to the user (the sign-in forms mirror them): 8-64 characters with a letter and a digit.
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;
const hasLetterAndDigit = (value: string) => /[A-Za-z]/.test(value) && /\d/.test(value);

export const newPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH)
  .max(PASSWORD_MAX_LENGTH)
  .refine(hasLetterAndDigit, { params: { rule: 'password' } });

// Signing in checks no rules beyond a bound (the argon2 input): a rule may change after a password was set.
const existingPassword = z.string().min(1).max(128);

/** Body objects are strict: role, points, id, scope… are refused (400), never stored. */
export const registerBody = z
  .object({
    account: z
      .string()
      .trim()
      .max(ACCOUNT_MAX_LENGTH)
      .refine(isAccount, { params: { rule: 'account' } }),
    password: newPassword,
    agreement: z.boolean().refine((accepted) => accepted, { params: { rule: 'agreement' } }),
  })
  .strict();

/** Any text is looked up as text: a malformed account is simply not found (same answer as a wrong password). */
export const loginBody = z
  .object({ account: z.string().trim().min(1).max(ACCOUNT_MAX_LENGTH), password: existingPassword })
  .strict();

export const refreshBody = z.object({ refresh_token: z.string().min(1).max(200) }).strict();

/** Optional (no body at all is fine): the refresh token lets a client whose access token is gone end its session. */
export const logoutBody = z
  .object({ refresh_token: z.string().min(1).max(200).optional() })
  .strict()
  .nullish();

export const noQuery = z.object({}).strict();

export const changePasswordBody = z.object({ oldPassword: existingPassword, newPassword }).strict();

export const publicUserSchema = z.object({
  id: z.number().int(),
  /** Masked: `138****5678`, `de***@labmall.test`. */
  account: z.string(),
  nickname: z.string(),
  scope: z.array(z.string()),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

const messageOnly = { code: z.literal(200), message: z.string(), data: z.null() };

export const messageResponse = z.object(messageOnly);
/** Spec §7 / DESIGN §5: the tokens sit at the top level of the envelope. */
export const tokenResponse = z.object({ ...messageOnly, token: z.string(), refresh_token: z.string() });
export const userResponse = z.object({ ...messageOnly, user: publicUserSchema });

/** A staff account's right password: no tokens yet, the second step instead (docs/backoffice-api.md). */
export const secondFactorPromptResponse = z.object({
  code: z.literal(200),
  message: z.string(),
  data: z.object({
    secondFactor: z.union([
      z.object({ step: z.literal('totp'), challenge: z.string() }),
      z.object({ step: z.literal('enrol'), challenge: z.string(), secret: z.string(), otpauthUri: z.string() }),
    ]),
  }),
});
export const loginResponse = z.union([tokenResponse, secondFactorPromptResponse]);

/** A 6-digit TOTP code or a recovery code (`xxxx-xxxx-xxxx`, dashes and spaces optional). */
export const secondFactorBody = z
  .object({
    challenge: z.string().min(1).max(100),
    code: z.string().trim().min(6).max(20),
    /** The first sign-in only: the one-time code an admin handed over (docs/backoffice-api.md). */
    enrolmentCode: z.string().trim().min(1).max(20).optional(),
  })
  .strict();
export const secondFactorResponse = tokenResponse.extend({
  data: z.object({ recoveryCodes: z.array(z.string()) }).nullable(),
});

export type TokenPair = { token: string; refresh_token: string };
