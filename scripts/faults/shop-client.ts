/** The shop's API as the fault tests' clients call it: over HTTP, every call bounded in time. */
import { pause } from './poll';

export type Envelope = { code: number; message: string; data: unknown; token?: string; user?: { id: number } };
/** `cache`: the X-Cache header, `stale-if-error` on an answer a replica sent from its copy while the database was away. */
export type Answer = { status: number; body: Envelope | undefined; retryAfter: string | null; cache: string | null };
type Options = { body?: unknown; token?: string; headers?: Record<string, string>; timeoutMs?: number };

/** One request; throws on a network error or after `timeoutMs` (10 s), as a client's fetch would. */
export async function call(base: string, method: string, url: string, options: Options = {}): Promise<Answer> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      'accept-language': 'en',
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { body: typeof options.body === 'string' ? options.body : JSON.stringify(options.body) }),
    signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
  });
  const text = await res.text();
  let body: Envelope | undefined;
  try {
    body = JSON.parse(text) as Envelope;
  } catch {
    body = undefined; // nginx's own 502 page, for one
  }
  return { status: res.status, body, retryAfter: res.headers.get('retry-after'), cache: res.headers.get('x-cache') };
}

/** What a client saw go wrong before an answer: `network`, or the HTTP status (counted per kind). */
export type Hiccups = Map<string, number>;
export const countHiccup = (hiccups: Hiccups, kind: string) => hiccups.set(kind, (hiccups.get(kind) ?? 0) + 1);
export const describeHiccups = (hiccups: Hiccups) => [...hiccups].map(([kind, n]) => `${kind} ×${n}`).join(', ') || 'none';

/**
 * Sends `attempt` again, unchanged, after a network error, a timeout or a 5xx, as a real client does (an order
 * keeps its Idempotency-Key), backing off a little and honouring Retry-After; a 2xx or 4xx is the answer.
 * Undefined when there was still no answer after `withinMs`, or once `givenUp` (the scenario already failed).
 */
export async function untilAnswered(attempt: () => Promise<Answer>, hiccups: Hiccups, withinMs: number, givenUp = () => false): Promise<Answer | undefined> {
  const until = Date.now() + withinMs;
  for (let tries = 1; Date.now() < until && !givenUp(); tries++) {
    let waitMs = Math.min(1_000, 50 * 2 ** tries);
    try {
      const answer = await attempt();
      if (answer.status < 500) return answer;
      countHiccup(hiccups, String(answer.status));
      if (answer.retryAfter) waitMs = Math.min(2_000, Number(answer.retryAfter) * 1000);
    } catch {
      countHiccup(hiccups, 'network');
    }
    await pause(waitMs);
  }
  return undefined;
}
