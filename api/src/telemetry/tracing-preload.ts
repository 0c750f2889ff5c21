/**
 * `node --import tsx --import ./api/src/telemetry/tracing-preload.ts api/src/server.ts`: starts OpenTelemetry tracing
 * before the server's modules load, so pg and ioredis are patched as they are imported. Without
 * OTEL_EXPORTER_OTLP_ENDPOINT it does nothing and loads nothing (docs/observability.md).
 *
 * It reads process.env itself, not api/src/config.ts: it must run before any of the app's modules, and the OTEL_*
 * variables are the SDK's own, read by the SDK (sampler, protocol, headers, resource attributes).
 */
if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT || process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) {
  const { startTracing } = await import('./tracing-sdk');
  await startTracing();
}

export {};
