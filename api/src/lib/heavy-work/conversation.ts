import type { MessagePort } from 'node:worker_threads';
import { cannotReachDatabase } from '../../db/connection-wait';
import { AppError } from '../app-error';

/**
 * A task that needs the main thread while it runs (database reads, the shop's own API) talks to it over a
 * MessagePort of its own: the worker asks, the main thread answers. Only the main thread holds the database
 * (PGlite lives in its process, a PostgreSQL pool in its event loop), so the worker never opens one.
 */
type Ask = { id: number; kind: string; payload: unknown };
/** `unavailable`: the database could not be reached; the worker fails the task the way a request would (503). */
type Answer = { id: number; value?: unknown; error?: string; unavailable?: boolean };
/** The first message of every task: its thread has started it. */
const STARTED = 'started';
/** What a request answers when the database cannot be reached (plugins/errors.ts), raised in the worker instead. */
const unavailable = () => new AppError(503, 'unavailable', { retryAfter: 2 }, { 'retry-after': '2' });

/** What the main thread answers, by the kind of question. */
export type Answerers = Record<string, (payload: never) => Promise<unknown>>;

/** Main thread: answers the worker's questions on `port` until it is closed; `onStarted` when the thread starts the task. */
export function answerOn(port: MessagePort, answerers: Answerers, onStarted: () => void): void {
  port.on('message', (ask: Ask | typeof STARTED) => {
    if (ask === STARTED) return onStarted();
    const answer = answerers[ask.kind];
    const reply = (message: Answer) => port.postMessage(message);
    if (!answer) return reply({ id: ask.id, error: `no answer for ${ask.kind}` });
    answer(ask.payload as never).then(
      (value) => reply({ id: ask.id, value }),
      (error: unknown) => reply({ id: ask.id, error: error instanceof Error ? error.message : String(error), unavailable: cannotReachDatabase(error) }),
    );
  });
}

/** Worker thread: tells the main thread the task has started, and answers a function that asks it. */
export function askerOn(port: MessagePort) {
  port.postMessage(STARTED);
  let next = 0;
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  port.on('message', (answer: Answer) => {
    const waiter = waiting.get(answer.id);
    if (!waiter) return;
    waiting.delete(answer.id);
    if (answer.unavailable) waiter.reject(unavailable());
    else if (answer.error !== undefined) waiter.reject(new Error(answer.error));
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
