import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/types';
import { addressRoutes } from './modules/addresses/routes';
import { afterSalesRoutes } from './modules/after-sales/routes';
import { authRoutes } from './modules/auth/routes';
import { backofficeCatalogueRoutes } from './modules/backoffice-catalogue/routes';
import { backofficeContentRoutes } from './modules/backoffice-content/routes';
import { catalogueMediaRoutes } from './modules/backoffice-catalogue/media-routes';
import { backofficeImportRoutes } from './modules/backoffice-import/routes';
import { backofficeDashboardRoutes } from './modules/backoffice-dashboard/routes';
import { reportRoutes } from './modules/reports/routes';
import { backofficeOrderRoutes } from './modules/backoffice-orders/routes';
import { backofficeQuotationRoutes } from './modules/backoffice-quotations/routes';
import { backofficePointsRoutes } from './modules/backoffice-points/routes';
import { backofficeSupportRoutes } from './modules/backoffice-support/routes';
import { cartRoutes } from './modules/cart/routes';
import { categoryRoutes } from './modules/categories/routes';
import { contentRoutes } from './modules/content/routes';
import { contentPageRoutes } from './modules/content-pages/routes';
import { formRoutes } from './modules/forms/routes';
import { healthRoutes } from './modules/health/routes';
import { helpRoutes } from './modules/help/routes';
import { homeRoutes } from './modules/home/routes';
import { labListRoutes } from './modules/lab-lists/routes';
import { labGroupRoutes } from './modules/lab-groups/routes';
import { labGroupSharedRoutes } from './modules/lab-groups/shared-routes';
import { imageRoutes } from './modules/images/routes';
import { orderRoutes } from './modules/orders/routes';
import { sandboxRoutes } from './modules/payment-sandbox/routes';
import { passwordResetRoutes } from './modules/password-reset/routes';
import { paymentRoutes } from './modules/payments/routes';
import { pointsMediaRoutes } from './modules/points-mall/media';
import { pointsMallRoutes } from './modules/points-mall/routes';
import { pointsOrderRoutes } from './modules/points-orders/routes';
import { pointsTaskRoutes } from './modules/points-tasks/routes';
import { pointsRoutes } from './modules/points/routes';
import { productRoutes } from './modules/products/routes';
import { safetyRoutes } from './modules/product-safety/routes';
import { profileRoutes } from './modules/profile/routes';
import { promotionRoutes } from './modules/promotions/routes';
import { quotationRoutes } from './modules/quotations/routes';
import { reviewRoutes } from './modules/reviews/routes';
import { scenarioRoutes } from './modules/scenarios/routes';
import { staffRoutes } from './modules/staff/routes';
import { remoteReleaseRoutes } from './modules/remote-releases/routes';
import releaseSync from './modules/remote-releases/sync';
import remoteHealth from './modules/remote-releases/health';
import authPlugin from './plugins/auth';
import compression from './plugins/compression';
import dbPlugin from './plugins/db';
import errors from './plugins/errors';
import heavyWork from './plugins/heavy-work';
import jsonBody from './plugins/json-body';
import privateAnswers from './plugins/private-answers';
import requestLanguage from './plugins/request-language';
import securityHeaders from './plugins/security-headers';
import staticHosting from './plugins/static/static-hosting';
import throttle from './plugins/throttle';
import mail from './modules/mail/plugin';
import { startRetentionSchedule } from './modules/retention/schedule';
import { startBackupSchedule } from './ops/backup/schedule';
import { backupCardRoutes } from './ops/backup/routes';
import remoteVersions from './modules/remote-versions/plugin';
import catalogueSync from './plugins/catalogue-sync';
import publicationSchedule from './modules/content/publication-schedule';
import { healthProbeRoutes } from './plugins/operations/health-routes';
import metrics from './plugins/operations/metrics';
import { requestIdOf } from './plugins/operations/request-id';
import cliChannel from './ops/cli/channel-server';

export type BuildOptions = {
  /** An already opened database (server.ts shares it with the collector); otherwise the app opens one. */
  database?: Database;
  /** The clock of the sign-in delays and of scheduled publishing (tests move it instead of sleeping); Date.now otherwise. */
  now?: () => number;
};

/**
 * Builds the shop's Fastify app: plugins first, then the API modules, then static hosting (which also
 * answers every unknown path). Tests call `app.inject` on it; only server.ts listens.
 */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    // Opening the database runs the migrations and, on a fresh one, the seed: on a busy two-core machine
    // (CI runs test files in parallel) that outlasts Fastify's 10 s default and aborted the start.
    pluginTimeout: 120_000,
    // Log lines carry the id nginx gave the request (X-Request-Id), so both logs tell one story.
    genReqId: requestIdOf,
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errors);
  await app.register(jsonBody);
  await app.register(requestLanguage);
  await app.register(securityHeaders, { config });
  await app.register(compression);
  // Before the database: an unreachable Redis stops the start before anything is opened.
  await app.register(throttle, { config, ...(options.now ? { now: options.now } : {}) });
  await app.register(dbPlugin, { config, ...(options.database ? { database: options.database } : {}) });
  await app.register(heavyWork, { config }); // worker threads for parsing, exports, PDFs and the smoke render (docs/heavy-work.md)
  // PGlite in DATA_DIR: `npm run orders|quotes|…` reach this process while it holds the data directory.
  await app.register(cliChannel, { config });
  await app.register(catalogueSync, { config }); // PostgreSQL: cache invalidation reaches every replica
  // Scheduled articles and banner windows: no cached answer or page outlives a publication time.
  await app.register(publicationSchedule, options.now ? { now: options.now } : {});
  await app.register(authPlugin);
  await app.register(privateAnswers); // no-store on staff, sign-in and signed-in answers: before the routes it marks
  // Before every route: its onResponse hook times the requests of the routes registered after it.
  await app.register(metrics, { backupSchedule: config.backup.schedule }); // /metrics

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(categoryRoutes);
      await api.register(homeRoutes);
      await api.register(scenarioRoutes);
      await api.register(reviewRoutes);
      await api.register(productRoutes);
      await api.register(cartRoutes);
      await api.register(promotionRoutes);
      await api.register(authRoutes, { config });
      await api.register(passwordResetRoutes, { config });
      await api.register(paymentRoutes, { config });
      await api.register(pointsRoutes);
      await api.register(pointsOrderRoutes);
      await api.register(pointsMallRoutes);
      await api.register(pointsTaskRoutes);
      await api.register(profileRoutes);
      await api.register(addressRoutes);
      await api.register(orderRoutes, { config });
      await api.register(quotationRoutes, { config });
      await api.register(helpRoutes);
      await api.register(formRoutes);
      await api.register(afterSalesRoutes);
      await api.register(contentRoutes);
      await api.register(contentPageRoutes);
      await api.register(safetyRoutes);
      await api.register(labListRoutes);
      await api.register(labGroupRoutes);
      await api.register(labGroupSharedRoutes);
      await api.register(import('./modules/lab-group-statements/routes')); // statements and spending (issue 32 part 4)
      await api.register(import('./modules/lab-group-approvals/routes'), { config }); // approval rules and requests (issue 32 part 2)
      await api.register(backofficeCatalogueRoutes);
      await api.register(backofficeImportRoutes);
      await api.register(backofficeOrderRoutes);
      await api.register(backofficeQuotationRoutes);
      await api.register(backofficePointsRoutes);
      await api.register(backofficeDashboardRoutes);
      await api.register(backupCardRoutes, { config }); // admin's backup card on the console home
      await api.register(reportRoutes); // the owner reports (docs/reports-api.md)
      await api.register(backofficeContentRoutes);
      await api.register(backofficeSupportRoutes);
      await api.register(import('./modules/regulated-chemicals/group-routes')); // a group's verification for regulated chemicals (issue 32 part 5)
      await api.register(import('./modules/regulated-chemicals/backoffice-routes')); // verifications, lab groups and the sales register, scope support
      await api.register(import('./modules/lab-group-terms/routes')); // pay on invoice: staff grant terms (scope support), members read them (issue 32 part 6)
      await api.register(staffRoutes);
      await api.register(remoteReleaseRoutes, { config });
    },
    { prefix: '/api' },
  );

  await app.register(healthProbeRoutes); // /health/live, /health/ready
  await app.register(imageRoutes); // /media/…svg, outside /api and before the catch-all static host
  await app.register(catalogueMediaRoutes); // /media/catalogue/…webp, the pictures staff upload
  await app.register(pointsMediaRoutes); // /media/points/…svg
  await app.register(sandboxRoutes, { config }); // /sandbox/pay/…, the payment gateways' stand-in
  await app.register(mail, { config }); // the outbox worker; /dev/mailbox without SMTP (docs/mail.md)
  startRetentionSchedule(app, config.retention); // pruning and the analytics roll-up, hourly (docs/retention.md)
  startBackupSchedule(app, config); // BACKUP_SCHEDULE: one replica writes each backup (docs/operations.md)
  await app.register(releaseSync, { config }); // published remote versions unpacked into this replica's MF_DIR
  await app.register(remoteHealth, { config }); // /api/telemetry/errors, page loads per version, the canary judge
  await app.register(remoteVersions, { config }); // /mf/manifest.json per browser, /mf/override
  await app.register(staticHosting, { config });
  return app;
}
