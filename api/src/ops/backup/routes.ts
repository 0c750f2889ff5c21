import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { envelopeOf, ok } from '../../lib/envelope';
import { noQuery } from '../../modules/backoffice-catalogue/schemas';
import { backupCard } from './status-card';

const backupsCard = envelopeOf(
  z.object({
    schedule: z.object({ kind: z.enum(['off', 'daily', 'every']), dailyAt: z.string().nullable(), intervalSeconds: z.number().nullable() }),
    lastSuccess: z.object({ finishedAt: z.string(), sizeBytes: z.number(), seconds: z.number(), ageSeconds: z.number() }).nullable(),
    lastFailure: z.object({ at: z.string(), error: z.string() }).nullable(),
    overdue: z.boolean(),
  }),
);

/**
 * GET /api/backoffice/dashboard/backups: the console home's backup card (docs/backoffice-api.md "Dashboard"), for
 * admin only, as restoring a backup is: the last good backup, its size and age, and whether it is overdue.
 */
export const backupCardRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.get('/backoffice/dashboard/backups', { onRequest: app.requireScope('admin'), schema: { querystring: noQuery, response: { 200: backupsCard } } }, async () =>
    ok(await backupCard(app.db, config.backup.schedule)),
  );
};
