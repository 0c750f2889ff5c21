import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { REMOTE_NAMES } from '../../../../shell/src/federation/remote-names';

/** Reports an address may send per minute; more are dropped unread (sendBeacon does not read the answer). */
export const REPORTS_PER_MINUTE = 30;
const MAX_ERRORS = 10;

const remoteName = z.enum(REMOTE_NAMES);
/**
 * What the browser sends: the page's remote versions and up to 10 errors, each of a kind and, when known, the
 * remote it came from. A message is optional, short, and only logged after stripping (never stored).
 */
export const errorReport = z.strictObject({
  versions: z.partialRecord(remoteName, z.string().max(64)),
  errors: z.array(z.strictObject({
    kind: z.enum(['error', 'unhandledrejection', 'boundary', 'chunk']),
    remote: remoteName.optional(),
    message: z.string().max(300).optional(),
  })).min(1).max(MAX_ERRORS),
});
export type ErrorReport = z.infer<typeof errorReport>;

/** No personal data in the log: query strings, e-mail addresses and long digit runs (phones, ids) go. */
export const scrub = (message: string) =>
  message.replace(/\?[^\s#'"]*/g, '?…').replace(/[^\s@'"]+@[^\s@'"]+/g, '<email>').replace(/\d{5,}/g, '<n>').slice(0, 200);

/**
 * The remotes a report counts against, each once per report (one page load): an error that names its remote counts
 * for it; one that cannot say (a window error) counts for every remote of the page, live and canary alike.
 */
export function blamed(report: ErrorReport): { remote: string; version: string }[] {
  const versions: Record<string, string | undefined> = report.versions;
  const named = new Set<string | undefined>(report.errors.map((e) => e.remote));
  const remotes = named.has(undefined) ? Object.keys(versions) : [...named].filter((r): r is string => r !== undefined);
  return remotes.flatMap((remote) => (versions[remote] ? [{ remote, version: versions[remote] }] : []));
}

/** POST /api/telemetry/errors; the browser sends it with sendBeacon as text/plain (no preflight), or as JSON. */
export async function telemetryRoute(app: FastifyInstance, count: (remote: string, version: string) => void, known: (remote: string, version: string) => boolean) {
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: 8_192 }, (_request, body, done) => done(null, body));
  app.post('/api/telemetry/errors', { bodyLimit: 8_192 }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const parsed = errorReport.safeParse(typeof request.body === 'string' ? safeJson(request.body) : request.body);
    if (!parsed.success) return reply.code(400).send({ code: 400, message: 'invalid report', data: null });
    if ((await app.throttle.hit(`telemetry:${request.ip}`, 60_000)).count > REPORTS_PER_MINUTE) return reply.code(429).send({ code: 429, message: 'too many reports', data: null });
    // Only versions this shop serves: nobody fills the table with made-up versions.
    const counted = blamed(parsed.data).filter((b) => known(b.remote, b.version));
    for (const b of counted) count(b.remote, b.version);
    const first = parsed.data.errors[0]!;
    request.log.info({ remotes: counted, kind: first.kind, message: first.message ? scrub(first.message) : undefined }, 'browser error report');
    return reply.code(204).send();
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
