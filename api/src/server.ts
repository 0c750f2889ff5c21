import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { DEMO_ACCOUNT } from './db/seed/demo-account';
import { drainConnections } from './lib/drain-connections';
import { keepThreadsWarm } from './lib/heavy-work/pool';
import { buildCollector } from './modules/analytics/collector';
import { mailboxNotice } from './modules/mail/mailbox-access';
import { flushTracing } from './telemetry/tracing-state';

const portOf = (app: FastifyInstance) => (app.server.address() as AddressInfo).port;
/**
 * How long a stopping replica waits for nginx to let go of its connections (nginx closes idle ones after 3 s). The
 * embedded shop is the only process there is: nothing else could take its requests, so it closes at once.
 */
const drainMsOf = (config: Config) => (config.databaseUrl ? 5_000 : 0);

async function start(config: Config) {
  // One heavy-work thread per lane, started and loaded now rather than by the first PDF or import (docs/heavy-work.md).
  keepThreadsWarm({ memoryMb: config.heavyWorkMemoryMb, shellServerDir: config.ssr ? config.shellServerDir : undefined });
  const app = await buildApp(config);
  const collector = config.analyticsPort ? await buildCollector(config, app.database) : undefined;
  await app.listen({ port: config.port, host: config.host });
  if (collector) await collector.listen({ port: config.analyticsPort, host: config.host });

  console.log(`Shop running at http://localhost:${portOf(app)}`);
  console.log(collector ? `Analytics collector at http://localhost:${portOf(collector)}/collect` : 'Analytics collector off');
  // Seeded into an empty users table only (src/db/seed/demo-account.ts).
  console.log(`Demo account: ${DEMO_ACCOUNT.account} / ${DEMO_ACCOUNT.password}`);
  // Without SMTP_URL the shop's mail (password resets, order mails) is kept here instead (docs/mail.md).
  if (config.localMailbox) console.log(mailboxNotice(portOf(app), config.mailboxOpen));
  else console.log(config.smtpUrl ? `Mail sent over SMTP (${new URL(config.smtpUrl).host})` : 'SMTP_URL not set: mail waits in mail_outbox');

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping: finishing requests in flight');
    // A request that never ends must not keep the process (and the data-directory lock) forever.
    setTimeout(() => {
      console.error('Shutdown took longer than 10 s; exiting anyway');
      process.exit(1);
    }, 10_000).unref();
    try {
      // No new connection; nginx sends the next requests to another replica (lib/drain-connections.ts).
      const drained = await drainConnections(app.server, drainMsOf(config));
      app.log.info(drained, 'stopping: connections drained');
      // The collector first: the shop app closes the shared database (and releases the lock) last.
      await collector?.close();
      await app.close();
      // The spans of the last requests are still in the exporter's batch (a no-op without tracing).
      await flushTracing();
      process.exit(0);
    } catch (error) {
      console.error('Shutdown failed', error);
      process.exit(1);
    }
  };
  process.once('SIGTERM', (signal) => void stop(signal));
  process.once('SIGINT', (signal) => void stop(signal));
}

try {
  await start(loadConfig(process.env));
} catch (error) {
  // Configuration and lock problems are the operator's to fix: say what, not a stack trace.
  if (error instanceof ConfigError || error instanceof DataDirLockedError) console.error(error.message);
  else console.error('The shop could not start:', error);
  process.exit(1);
}
