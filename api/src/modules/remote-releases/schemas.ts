import { z } from 'zod';
import { envelopeOf } from '../../lib/envelope';

const remote = z.string().min(1).max(64);
const version = z.string().regex(/^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/);

export const remoteBody = z.strictObject({ remote });
export const promoteBody = z.strictObject({ remote, version });
export const canaryBody = z.strictObject({ remote, version, percent: z.number().int().min(1).max(99) });
export const rollbackBody = z.strictObject({ remote, reason: z.string().max(300).optional() });

const gate = z.object({ name: z.string(), passed: z.boolean(), detail: z.string() });

export const publishResponse = envelopeOf(z.object({ remote: z.string(), version: z.string(), unchanged: z.boolean(), gates: z.array(gate) }));
export const keyResponse = envelopeOf(z.object({ remote: z.string(), key: z.string() }));

export const historyEntry = z.object({
  id: z.number().optional(), at: z.string(), action: z.string(), remote: z.string(), from: z.string().nullable(), to: z.string(),
  percent: z.number().optional(), rolledBack: z.boolean().optional(), actor: z.string().optional(), reason: z.string().optional(),
});
export const changeResponse = envelopeOf(historyEntry);

export const statusResponse = envelopeOf(z.array(z.object({
  remote: z.string(),
  live: z.string().nullable(),
  canary: z.object({ version: z.string(), percent: z.number() }).nullable(),
  versions: z.array(z.object({
    version: z.string(), publishedBy: z.string().nullable(), publishedAt: z.string().nullable(), bytes: z.number().nullable(), gates: z.array(gate).nullable(),
    pageLoads: z.number(), errors: z.number(), ssrFailures: z.number(),
  })),
  key: z.object({ createdBy: z.string(), createdAt: z.string() }).nullable(),
  rollbackTo: z.string().nullable(),
  history: z.array(historyEntry),
})));
