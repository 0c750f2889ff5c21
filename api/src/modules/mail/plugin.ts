import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { localTransport, smtpTransport, type MailTransport } from './mail-transport';
import { createMailWorker, type MailWorker } from './mail-worker';
import { mailboxRoutes } from './mailbox-routes';
import { createOutboxStats, type OutboxStats } from './outbox-stats';

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox worker of this replica (tests run its rounds by hand). */
    mailWorker: MailWorker | undefined;
    /** The outbox's figures for /metrics: deliveries by outcome on this replica, and the mail still waiting. */
    mailOutboxStats: OutboxStats;
  }
}

const POLL_MS = 2_000;

/**
 * Starts the outbox worker with the app (onReady) and stops it after its round in progress (onClose), like the
 * payment-timeout sweep. SMTP_URL → SMTP; none and not production → the local mailbox at /dev/mailbox; none in
 * production → no worker: the mail waits in the outbox until SMTP is configured (a warning says so). The mailbox
 * answers requests from this machine only, unless MAILBOX_OPEN=true.
 */
async function mailPlugin(app: FastifyInstance, { config }: { config: Config }) {
  // Also without a worker: mail kept in the outbox for want of SMTP is a backlog the operator must see.
  const stats = createOutboxStats(app.db);
  app.decorate('mailOutboxStats', stats);
  let transport: MailTransport | undefined;
  if (config.smtpUrl) transport = smtpTransport(config.smtpUrl, config.mailFrom);
  else if (config.localMailbox) transport = localTransport(app.db);
  if (config.localMailbox) await app.register(mailboxRoutes, { open: config.mailboxOpen });
  if (!transport) {
    app.log.warn('SMTP_URL is not set in production mode: mail is kept in mail_outbox and not sent');
    app.decorate('mailWorker', undefined);
    return;
  }
  const worker = createMailWorker({ db: app.db, transport, origin: config.mailLinkOrigin, maxAttempts: config.mailMaxAttempts, onDelivered: stats.count });
  app.decorate('mailWorker', worker);
  if (!config.mailWorker) return;

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let busy = false;
  const round = () => {
    if (busy) return;
    busy = true;
    running = worker
      .runOnce()
      .then((done) => {
        if (done.sent || done.retried || done.failed) app.log.info(done, 'mail outbox round');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'mail outbox round failed'))
      .finally(() => {
        busy = false;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(round, POLL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
    transport.close();
  });
}

export default fp(mailPlugin, { name: 'mail', dependencies: ['db'] });
