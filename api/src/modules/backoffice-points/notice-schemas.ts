import { z } from 'zod';
import type { PointsTaskCode } from '../../db/schema/points-mall';
import { envelopeOf } from '../../lib/envelope';
import { id, int, localizedOut, localizedText, pagedOf, paging, version } from '../backoffice-catalogue/schemas';

export const announcementListQuery = z.strictObject({ ...paging });
export type AnnouncementListInput = z.output<typeof announcementListQuery>;

export const announcementSaveBody = z
  .strictObject({
    id: id.optional(),
    version: version.optional(),
    title: localizedText(120),
    body: localizedText(2000),
    pinned: z.boolean(),
    /** Shown from this moment (a later one schedules it). */
    publishedAt: z.iso.datetime({ offset: true }).transform((value) => new Date(value)),
  })
  .refine((body) => (body.id === undefined) === (body.version === undefined), { path: ['version'] });
export type AnnouncementSaveInput = z.output<typeof announcementSaveBody>;
export const announcementDeleteBody = z.strictObject({ id, version });

export const announcementListResponse = pagedOf(
  z.object({ id: int, title: localizedOut, body: localizedOut, pinned: z.boolean(), publishedAt: z.string(), version: z.string() }),
);

export const taskCodes = ['checkIn', 'completeProfile', 'firstPaidOrder', 'reviewProduct', 'readArticle'] as const satisfies readonly PointsTaskCode[];
/** A task's reward: what completes a task is the shop's code (points-tasks), only its points and whether it runs are staff's. */
export const taskSaveBody = z.strictObject({ code: z.enum(taskCodes), version, points: z.number().int().min(1).max(100_000), enabled: z.boolean() });
export type TaskSaveInput = z.output<typeof taskSaveBody>;
export const taskListResponse = envelopeOf(
  z.array(z.object({ code: z.enum(taskCodes), name: localizedOut, description: localizedOut, period: z.enum(['daily', 'once']), points: int, enabled: z.boolean(), version: z.string() })),
);
export const savedResponse = envelopeOf(z.object({ id: int, version: z.string() }));
export const taskSavedResponse = envelopeOf(z.object({ code: z.enum(taskCodes), version: z.string() }));
