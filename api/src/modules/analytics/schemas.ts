import { z } from 'zod';

export const MAX_EVENTS = 50;
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * One event of the shop's tracker (shared/src/analytics/event.ts) or a compatible SDK. Loose on purpose:
 * SDKs add top-level fields (type, lib, send_type …) that are accepted and not stored; the size of
 * everything is bounded by MAX_BODY_BYTES.
 */
export const eventSchema = z.looseObject({
  event: z.string().min(1).max(100),
  properties: z.record(z.string(), z.unknown()).default({}),
  /** Client clock in ms (spec §9: client time used). */
  time: z.number().int().min(0).max(8.64e15).optional(),
  distinct_id: z.union([z.string().max(200), z.number()]).optional(),
});
export type CollectedEvent = z.infer<typeof eventSchema>;

/** One event or a list of them. */
export const batchSchema = z.union([eventSchema, z.array(eventSchema).min(1).max(MAX_EVENTS)]);

// Query strings are not strict here: tracking SDKs append cache busters (`_`, `crc`, `ext`).
const targetFields = {
  project: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  /** The shopper's token, '' for guests. */
  token: z.string().max(4096).optional(),
};

export const postQuerySchema = z.object(targetFields);

/** `data`: base64url (or base64) of the JSON batch, as the image send puts it in the URL. */
const base64Json = z
  .string()
  .min(1)
  .max(Math.ceil((MAX_BODY_BYTES * 4) / 3) + 4)
  .transform((value, ctx) => {
    try {
      return JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as unknown;
    } catch {
      ctx.addIssue({ code: 'invalid_format', format: 'base64url', message: 'data is not base64url JSON' });
      return z.NEVER;
    }
  })
  .pipe(batchSchema);

export const getQuerySchema = z.object({ ...targetFields, data: base64Json });
