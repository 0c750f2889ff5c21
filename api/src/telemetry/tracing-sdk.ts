import os from 'node:os';
import { register } from 'node:module';
import { readFileSync } from 'node:fs';
import { trace } from '@opentelemetry/api';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { ATTR_SERVICE_NAME, ATTR_SERVICE_VERSION } from '@opentelemetry/semantic-conventions';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { FastifyOtelInstrumentation } from '@fastify/otel';
import { createAddHookMessageChannel } from 'import-in-the-middle';
import { tracingStarted } from './tracing-state';
import { REQUEST_ID_ATTRIBUTE, isScrapeOrProbe } from './span-attributes';

const apiPackage = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };

/**
 * The OpenTelemetry Node SDK with the instrumentations of what the API talks to: incoming and outgoing HTTP, Fastify's
 * routes and hooks (@fastify/otel, the Fastify team's instrumentation that OpenTelemetry now points to), PostgreSQL (pg),
 * Redis (ioredis). (The server makes no fetch calls: no undici instrumentation.) Traces only: metrics stay with Prometheus' /metrics, logs on stdout.
 * The exporter, its protocol and the sampler come from the standard OTEL_* variables (docs/observability.md).
 */
export async function startTracing(): Promise<void> {
  // The app is ES modules: a module imported (not required) is patched through import-in-the-middle's loader hook,
  // which here intercepts only the modules an instrumentation asked for, not every file the server loads.
  const { registerOptions, waitForAllMessagesAcknowledged } = createAddHookMessageChannel();
  register('import-in-the-middle/hook.mjs', import.meta.url, registerOptions);

  const sdk = new NodeSDK({
    // OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES (read by the SDK's env detector) override these.
    resource: resourceFromAttributes({
      [ATTR_SERVICE_NAME]: 'labmall-api',
      [ATTR_SERVICE_VERSION]: apiPackage.version,
      // Replicas behind nginx differ by host and process: which one answered is the first question about a slow trace.
      'service.instance.id': `${os.hostname()}/${process.pid}`,
    }),
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation({
        // Prometheus' scrape and nginx's health probes every few seconds would bury the shoppers' requests.
        ignoreIncomingRequestHook: (request) => isScrapeOrProbe(request.url),
      }),
      new FastifyOtelInstrumentation({
        registerOnInitialization: true,
        // A span per hook is named by the whole plugin chain (20 plugins long here) and says little a request's and
        // handler's spans do not: request, handler and not-found spans only.
        instrumentHooks: false,
        ignorePaths: (route) => isScrapeOrProbe(route.url),
        // request.id is nginx's X-Request-Id (plugins/operations/request-id.ts): a trace is found from an access-log
        // line. Set on the HTTP server span too, the root a trace backend lists.
        requestHook: (span, request) => {
          span.setAttribute(REQUEST_ID_ATTRIBUTE, request.id);
          trace.getActiveSpan()?.setAttribute(REQUEST_ID_ATTRIBUTE, request.id);
        },
      }),
      // Queries and commands of a request; the background jobs' polls would be thousands of one-span traces.
      new PgInstrumentation({ requireParentSpan: true }),
      new IORedisInstrumentation({ requireParentSpan: true }),
    ],
  });
  sdk.start();
  await waitForAllMessagesAcknowledged();
  tracingStarted(() => sdk.shutdown());
}
