import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One span as OTLP/JSON sends it, with its attributes flattened and its resource's beside it. */
export type ReceivedSpan = {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  scope: string;
  attributes: Record<string, unknown>;
  resource: Record<string, unknown>;
};

type KeyValue = { key: string; value: Record<string, unknown> };
type ExportRequest = {
  resourceSpans?: {
    resource?: { attributes?: KeyValue[] };
    scopeSpans?: { scope?: { name?: string }; spans?: (Omit<ReceivedSpan, 'attributes' | 'resource' | 'scope'> & { attributes?: KeyValue[] })[] }[];
  }[];
};

const flatten = (attributes: KeyValue[] = []) => Object.fromEntries(attributes.map(({ key, value }) => [key, Object.values(value)[0]]));

/**
 * A test's OTLP collector: accepts POST /v1/traces in the http/json protocol on 127.0.0.1 and keeps the spans, as a
 * real collector (Jaeger, Tempo, the OpenTelemetry Collector) would receive them from the API.
 */
export async function startOtlpReceiver(): Promise<{ endpoint: string; spans: ReceivedSpan[]; close: () => Promise<void> }> {
  const spans: ReceivedSpan[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/traces' || !request.headers['content-type']?.includes('json')) {
        response.writeHead(404).end();
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ExportRequest;
      for (const resourceSpans of body.resourceSpans ?? []) {
        const resource = flatten(resourceSpans.resource?.attributes);
        for (const scopeSpans of resourceSpans.scopeSpans ?? []) {
          for (const span of scopeSpans.spans ?? []) {
            spans.push({ ...span, scope: scopeSpans.scope?.name ?? '', attributes: flatten(span.attributes), resource });
          }
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
