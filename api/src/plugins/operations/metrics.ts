import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { heavyWorkStats } from '../../lib/heavy-work/pool';
import { responseCacheStats } from '../../lib/response-cache';
import type { FallbackStatus } from '../../lib/throttle/fallback-throttle-store';
import type { RemoteHealthRow } from '../../modules/remote-releases/health';
import { registerRetentionMetrics } from '../../modules/retention/metrics';
import { registerOutboxMetrics } from '../../modules/mail/outbox-metrics';
import type { BackupSchedule } from '../../config-backup';
import { registerBackupMetrics } from '../../ops/backup/metrics';

/**
 * GET /metrics in Prometheus' text format: request rate and latency by route, the PostgreSQL pool, the
 * response caches' hits, misses and stale answers, the rate limits' Redis fallback, and Node's process metrics. A registry per app (tests build several apps
 * in one process). Meant for the scraper on the private network: the nginx front does not pass /metrics on.
 */
async function metricsPlugin(app: FastifyInstance, options: { backupSchedule?: BackupSchedule } = {}) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status'],
    // Catalogue reads answer in about a millisecond from the cache; orders and rendered pages take tens.
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // The route pattern, not the URL: /api/product/:id is one series, not one per product.
    const route = request.routeOptions.url ?? 'unmatched';
    duration.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });

  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections by state (max, total, idle, waiting clients); absent on PGlite',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = app.database.poolStats?.();
      if (!stats) return;
      for (const [state, value] of Object.entries(stats)) this.set({ state }, value);
    },
  });

  // stale_served: answers sent from a copy past its TTL because the database could not be reached (STALE_IF_ERROR).
  for (const [outcome, metric] of [['hits', 'hits'], ['misses', 'misses'], ['stale', 'stale_served']] as const) {
    new Counter({
      name: `response_cache_${metric}_total`,
      help: `Response cache ${metric.replace('_', ' ')} by cache (api: catalogue answers, pages: rendered guest pages)`,
      labelNames: ['cache'],
      registers: [registry],
      collect() {
        // The caches count in process-wide totals; a counter is set to them at each scrape.
        this.reset();
        for (const cache of ['api', 'pages'] as const) this.inc({ cache }, responseCacheStats[cache][outcome]);
      },
    });
  }

  // Redis away: each replica counts the sign-in and other limits on its own (lib/throttle/fallback-throttle-store.ts).
  new Gauge({
    name: 'throttle_fallback_active',
    help: 'Whether this replica counts its rate limits in process because Redis is unreachable (1) or in Redis (0); absent without Redis',
    registers: [registry],
    collect() {
      if (app.throttleFallback) this.set(app.throttleFallback.active ? 1 : 0);
    },
  });
  for (const [name, help, read] of [
    ['throttle_fallback_outages_total', 'Redis outages this replica counted its limits through', (s: FallbackStatus) => s.outages],
    ['throttle_fallback_calls_total', 'Rate-limit calls this replica answered in process while Redis was unreachable', (s: FallbackStatus) => s.fallbackCalls],
  ] as const) {
    new Counter({
      name,
      help,
      registers: [registry],
      collect() {
        if (!app.throttleFallback) return;
        this.reset();
        this.inc(read(app.throttleFallback));
      },
    });
  }

  // Each live and canary remote version over all replicas (remote-releases/health.ts; read at each judge round).
  for (const [name, help, read] of [
    ['remote_version_page_loads', 'Page loads that got this remote version, all replicas', (r: RemoteHealthRow) => r.pageLoads],
    ['remote_version_errors', 'Page loads whose browser reported an error of this remote version', (r: RemoteHealthRow) => r.errors],
    ['remote_version_error_rate', 'errors / page loads of this remote version', (r: RemoteHealthRow) => (r.pageLoads ? r.errors / r.pageLoads : 0)],
    ['remote_version_ssr_failures', 'Server renders whose page of this remote version failed to load or render', (r: RemoteHealthRow) => r.ssrFailures],
  ] as const) {
    new Gauge({
      name, help, labelNames: ['remote', 'version', 'role'], registers: [registry],
      collect() {
        this.reset();
        for (const row of app.remoteHealth?.snapshot() ?? []) this.set({ remote: row.remote, version: row.version, role: row.role }, read(row));
      },
    });
  }

  // Heavy work in worker threads (lib/heavy-work/pool.ts): what ran and how it ended, and what runs or waits now.
  new Counter({
    name: 'heavy_work_tasks_total',
    help: 'Heavy-work tasks by task and outcome (done, refused, timeout, memory, busy, failed), process-wide',
    labelNames: ['task', 'outcome'],
    registers: [registry],
    collect() {
      this.reset();
      for (const [key, n] of heavyWorkStats.outcomes) {
        const [task = '', outcome = ''] = key.split('|');
        this.inc({ task, outcome }, n);
      }
    },
  });
  new Gauge({
    name: 'heavy_work_in_flight',
    help: 'Heavy-work tasks running or waiting, by lane (bulk: imports, exports, smoke renders; quick: PDFs, lab lists)',
    labelNames: ['lane'],
    registers: [registry],
    collect() {
      for (const lane of ['bulk', 'quick'] as const) this.set({ lane }, heavyWorkStats.inFlight(lane));
    },
  });

  // The canary judge's rollbacks (remote-releases/health.ts); the judge runs on one replica at a time: sum over replicas.
  new Counter({
    name: 'remote_canary_rollbacks_total',
    help: 'Canaries the judge rolled back on this replica, by remote',
    labelNames: ['remote'],
    registers: [registry],
    collect() {
      this.reset();
      for (const [remote, n] of app.remoteHealth?.rollbacks() ?? []) this.inc({ remote }, n);
    },
  });

  // The mail outbox (modules/mail/outbox-metrics.ts): mail waiting, the oldest's age, deliveries by outcome.
  registerOutboxMetrics(registry, () => app.mailOutboxStats, app.log);

  // Pruning and the analytics roll-up (modules/retention): rows pruned by table, rounds, the last success.
  registerRetentionMetrics(registry);

  // Backups (ops/backup): the last good one's time, size and duration, runs by result, from backup_runs.
  registerBackupMetrics(registry, app, options.backupSchedule ?? { kind: 'off' });

  app.get('/metrics', async (_request, reply) =>
    reply.header('cache-control', 'no-store').type(registry.contentType).send(await registry.metrics()),
  );
}

// fastify-plugin: the onResponse hook must see the requests of every route, not only this plugin's own.
export default fp(metricsPlugin, { name: 'metrics' });
