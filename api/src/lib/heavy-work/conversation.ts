import type { MessagePort } from 'node:worker_threads';

/**
 * A task that needs the main thread while it runs (database reads, the shop's own API) talks to it over a
 * MessagePort of its own: the worker asks, the main thread answers. Only the main thread holds the database
 * (PGlite lives in its process, a PostgreSQL pool in its event loop), so the worker never opens one.
 */
type Ask = { id: number; kind: string; payload: unknown };
type Answer = { id: number; value?: unknown; error?: string };

/** What the main thread answers, by the kind of question. */
export type Answerers = Record<string, (payload: never) => Promise<unknown>>;

/** Main thread: answers the worker's questions on `port` until it is closed. */
export function answerOn(port: MessagePort, answerers: Answerers): void {
  port.on('message', (ask: Ask) => {
    const answer = answerers[ask.kind];
    const reply = (message: Answer) => port.postMessage(message);
    if (!answer) return reply({ id: ask.id, error: `no answer for ${ask.kind}` });
    answer(ask.payload as never).then(
      (value) => reply({ id: ask.id, value }),
      (error: unknown) => reply({ id: ask.id, error: error instanceof Error ? error.message : String(error) }),
    );
  });
}

/** Worker thread: a function that asks the main thread and resolves to its answer. */
export function askerOn(port: MessagePort) {
  let next = 0;
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  port.on('message', (answer: Answer) => {
    const waiter = waiting.get(answer.id);
    if (!waiter) return;
    waiting.delete(answer.id);
    if (answer.error !== undefined) waiter.reject(new Error(answer.error));
    else waiter.resolve(answer.value);
  });
  return function ask<T>(kind: string, payload: unknown): Promise<T> {
    next += 1;
    const id = next;
    return new Promise<T>((resolve, reject) => {
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      port.postMessage({ id, kind, payload } satisfies Ask);
    });
  };
}

export type Asker = ReturnType<typeof askerOn>;
