import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { databaseUrl, onServer } from '../test/database-templates';
import { seedDataDir } from '../test/seeded-data-dir';
import { drivers } from '../test/test-app';
import { startOtlpReceiver, type ReceivedSpan } from './otlp-receiver';

const apiDir = path.resolve(import.meta.dirname, '../..');
const PRELOAD = './src/telemetry/tracing-preload.ts';
const SPAN_KIND_SERVER = 2;

/** The server as `npm start` and `start:prod` run it: tsx, then the tracing preload, then server.ts. */
function startServer(env: Record<string, string>) {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', PRELOAD, 'src/server.ts'], {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH ?? '',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: '0',
      ANALYTICS_PORT: '0',
      SHELL_DIR: path.join(os.tmpdir(), 'labmall-no-shell'),
      MF_DIR: path.join(os.tmpdir(), 'labmall-no-mf'),
      ...env,
    },
  });
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const port = async () => {
    for (const until = Date.now() + 150_000; Date.now() < until && child.exitCode === null; ) {
      const match = /Shop running at http:\/\/localhost:(\d+)/.exec(output);
      if (match) return match[1];
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`the server did not start:\n${output}`);
  };
  return { child, exited, port, output: () => output };
}

describe.each(drivers)('OpenTelemetry tracing on %s', (driver) => {
  let dataDir = '';
  let dropDatabase = async () => {};
  const env: Record<string, string> = {};
  beforeAll(async () => {
    if (driver === 'pglite') {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'labmall-tracing-'));
      await seedDataDir(dataDir);
      env.DATA_DIR = dataDir;
    } else {
      const serverUrl = process.env.DATABASE_URL ?? '';
      const name = `labmall_t_${randomBytes(6).toString('hex')}`;
      const template = inject('postgresTemplate');
      await onServer(serverUrl, template ? `CREATE DATABASE ${name} TEMPLATE ${template} STRATEGY FILE_COPY` : `CREATE DATABASE ${name}`);
      dropDatabase = () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      env.DATABASE_URL = databaseUrl(serverUrl, name);
      env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'labmall-tracing-'));
      dataDir = env.DATA_DIR;
    }
  });
  afterAll(async () => {
    await dropDatabase();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('exports a request with its route, nginx request id and database query over OTLP, flushed on SIGTERM', async () => {
    const receiver = await startOtlpReceiver();
    const server = startServer({
      ...env,
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      // Nothing is sent on a schedule during the test: what arrives was sent by the flush at SIGTERM.
      OTEL_BSP_SCHEDULE_DELAY: '600000',
    });
    try {
      const base = `http://127.0.0.1:${await server.port()}`;
      const requestId = `trace-test-${randomBytes(8).toString('hex')}`;
      const health = await fetch(`${base}/api/health`, { headers: { 'x-request-id': requestId } });
      expect(health.status).toBe(200);
      expect((await fetch(`${base}/metrics`)).status).toBe(200);
      expect(receiver.spans).toEqual([]);

      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);

      const root = receiver.spans.find((s) => s.kind === SPAN_KIND_SERVER && s.attributes['labmall.request_id'] === requestId);
      expect(root, server.output()).toBeDefined();
      const { traceId } = root!;
      expect(root!.attributes['http.route']).toBe('/api/health');
      expect(root!.resource['service.name']).toBe('labmall-api');
      expect(root!.resource['service.version']).toMatch(/^\d+\.\d+\.\d+/);

      const inTrace = receiver.spans.filter((s) => s.traceId === traceId);
      const fastifyRequest = inTrace.find((s) => s.scope === '@fastify/otel' && s.name === 'request');
      expect(fastifyRequest?.attributes).toMatchObject({ 'http.route': '/api/health', 'labmall.request_id': requestId });
      const query = (s: ReceivedSpan) => (driver === 'postgres' ? s.scope === '@opentelemetry/instrumentation-pg' && s.kind === 3 : s.name.startsWith('pglite '));
      expect(inTrace.filter(query).length, JSON.stringify(inTrace.map((s) => [s.scope, s.name]))).toBeGreaterThan(0);

      // Prometheus' scrape is not traced.
      expect(receiver.spans.filter((s) => s.attributes['url.path'] === '/metrics' || s.attributes['http.target'] === '/metrics')).toEqual([]);
    } finally {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
      await receiver.close();
    }
  }, 200_000);
});

describe('tracing preload without OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  it('loads no OpenTelemetry SDK and leaves tracing off', () => {
    const probe = `
      const { tracingActive } = await import('./src/telemetry/tracing-state.ts');
      const { trace } = await import('@opentelemetry/api');
      console.log(JSON.stringify({ active: tracingActive(), provider: trace.getTracerProvider().getDelegate().constructor.name }));`;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--import', PRELOAD, '--input-type=module', '-e', probe], {
      cwd: apiDir,
      env: { PATH: process.env.PATH ?? '' },
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({ active: false, provider: 'NoopTracerProvider' });
  });
});
