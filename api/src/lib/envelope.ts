import { z } from 'zod';

/** Every API answer (DESIGN §5): the HTTP status mirrors the class of `code`. */
export type Envelope<T> = { code: number; message: string; data: T };

export const ok = <T>(data: T) => ({ code: 200 as const, message: 'ok', data });

/** Response schema of a successful call carrying `data`, for route `schema.response[200]`. */
export const envelopeOf = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.literal(200), message: z.string(), data });
