import { z } from 'zod';

/** Limits mirrored from the API (docs/regulated-chemicals.md, `END_USE_REQUIRED`): counted after trimming. */
export const END_USE_MIN = 10;
export const END_USE_MAX = 500;

export type EndUseError = 'required' | 'tooShort' | 'tooLong';

const endUseSchema = z.string().trim().min(1, 'required').min(END_USE_MIN, 'tooShort').max(END_USE_MAX, 'tooLong');

/** The declaration to send (trimmed), or what is wrong with it. */
export function checkEndUse(value: string): { endUse: string } | { error: EndUseError } {
  const parsed = endUseSchema.safeParse(value);
  return parsed.success ? { endUse: parsed.data } : { error: parsed.error.issues[0]!.message as EndUseError };
}
