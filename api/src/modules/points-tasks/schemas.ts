import { z } from 'zod';
import { envelopeOf } from '../../lib/envelope';

export const taskCodes = ['checkIn', 'completeProfile', 'firstPaidOrder', 'reviewProduct', 'readArticle'] as const;

export const noQuery = z.object({}).strict();
export const claimBody = z.object({ code: z.enum(taskCodes) }).strict();

/** done: paid out in this period; ready: the server saw it happen, claim it; todo: not done yet. */
export const taskStatus = z.enum(['done', 'ready', 'todo']);

export const taskView = z.object({
  code: z.enum(taskCodes),
  name: z.string(),
  description: z.string(),
  points: z.number().int(),
  period: z.enum(['daily', 'once']),
  status: taskStatus,
  /** False for tasks the shop completes by itself when it sees them happen (reading an article). */
  claimable: z.boolean(),
});
export type TaskView = z.infer<typeof taskView>;

export const listResponse = envelopeOf(z.object({ items: z.array(taskView), balance: z.number().int() }));
export const claimResponse = envelopeOf(z.object({ code: z.enum(taskCodes), points: z.number().int(), balance: z.number().int() }));
