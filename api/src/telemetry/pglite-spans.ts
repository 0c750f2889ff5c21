import type { PGlite, Transaction } from '@electric-sql/pglite';
import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';

type Queryable = Pick<PGlite, 'query' | 'exec'>;

const tracer = trace.getTracer('labmall-pglite');

/** SELECT, INSERT, BEGIN…: the first word, as instrumentation-pg names its spans. */
function operationOf(sql: string): string {
  return /^\s*([A-Za-z]+)/.exec(sql)?.[1]?.toUpperCase() ?? 'QUERY';
}

function inSpan<T>(sql: string, run: () => Promise<T>): Promise<T> {
  // Like pg's instrumentation here (requireParentSpan): queries of a request; not the migrations' and jobs' thousands.
  if (!trace.getActiveSpan()) return run();
  const operation = operationOf(sql);
  // Drizzle sends parameters apart from the text, so the text carries no shopper's data.
  const attributes = { 'db.system.name': 'postgresql', 'db.system': 'postgresql', 'db.operation.name': operation, 'db.query.text': sql };
  return tracer.startActiveSpan(`pglite ${operation}`, { kind: SpanKind.CLIENT, attributes }, async (span) => {
    try {
      return await run();
    } catch (error) {
      span.recordException(error as Error);
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw error;
    } finally {
      span.end();
    }
  });
}

function wrapQueries(target: Queryable): void {
  const query = target.query.bind(target);
  const exec = target.exec.bind(target);
  target.query = ((sql: string, ...rest: Parameters<PGlite['query']> extends [string, ...infer R] ? R : never) =>
    inSpan(sql, () => query(sql, ...rest))) as PGlite['query'];
  target.exec = (sql, options) => inSpan(sql, () => exec(sql, options));
}

/**
 * A span per query of the embedded database, as pg's instrumentation gives PostgreSQL's: PGlite runs in this process
 * and no OpenTelemetry instrumentation knows it. Wraps the client's query and exec and those of each transaction's
 * handle; only called when tracing is on (db/pglite.ts), so the embedded shop pays nothing otherwise.
 */
export function traceQueries(client: PGlite): void {
  wrapQueries(client);
  const transaction = client.transaction.bind(client);
  client.transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      wrapQueries(tx);
      return callback(tx);
    });
}
