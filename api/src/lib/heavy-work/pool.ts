import path from 'node:path';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { AppError } from '../app-error';
import { asBuffer } from '../file-bytes';
import { answerOn, type Answerers } from './conversation';
import type { TaskInput, TaskName, TaskOutcome, TaskOutput } from './tasks';

/**
 * Heavy work off the event loop (docs/heavy-work.md): parsing uploads, imports, exports, PDFs and the smoke render
 * run in worker threads (Piscina), never in the thread that answers shoppers. Two lanes, one thread each by
 * default: `bulk` for the long jobs of staff (a catalogue check, an export, a smoke render) and `quick` for the
 * short ones people wait for (a PDF, a lab list's file), so a quotation PDF never queues behind a 20-second import.
 * On a two-core machine one busy thread per lane leaves a core for the shop and its database.
 */
export type Lane = 'bulk' | 'quick';

const laneOf: Record<TaskName, Lane> = {
  warmUp: 'quick', // keepThreadsWarm runs it in each lane itself
  readTable: 'quick',
  checkCatalogueFile: 'bulk',
  prepareImportWrites: 'bulk',
  searchTexts: 'bulk',
  catalogueXlsx: 'bulk',
  catalogueCsvLines: 'bulk',
  reportXlsx: 'quick',
  quotationPdf: 'quick',
  statementPdf: 'quick',
  sdsPdf: 'quick',
  coaPdf: 'quick',
  smokeRender: 'bulk',
  releaseArchive: 'bulk',
};

/**
 * A thread's heap, set by HEAVY_WORK_MEMORY for the bulk lane (a 200,000-row catalogue check peaks near 1 GB);
 * a PDF or a lab list needs a fraction of that, so the quick lane gets a quarter of it, at most 512 MB.
 */
export const DEFAULT_HEAVY_WORK_MEMORY_MB = 2_048;
const laneMemoryMb = (lane: Lane) => (lane === 'bulk' ? settings.memoryMb : Math.min(512, Math.max(128, Math.ceil(settings.memoryMb / 4))));
/**
 * The threads run at a lower CPU priority than the thread that answers shoppers (Linux nice, per thread): on a
 * busy machine the kernel gives the event loop its turn first, and the heavy work takes what is left.
 */
const LANE_NICE: Record<Lane, number> = { bulk: 10, quick: 5 };
/** Tasks that may wait for a lane's thread; more are refused at once (503, Retry-After) rather than queued for minutes. */
const LANE_QUEUE: Record<Lane, number> = { bulk: 4, quick: 32 };
/**
 * A thread idle this long ends (its memory goes back); the next task starts a new one in about 0.3 s. A server keeps
 * one per lane instead (`keepThreadsWarm`): a shopper's PDF should not wait for a thread to start.
 */
const IDLE_MS = 60_000;
const RETRY_AFTER_S = 30;

const entry = path.join(import.meta.dirname, 'worker-entry.mjs');
let pools: Map<Lane, Piscina> | undefined;
let users = 0;
/** Tasks running or waiting per lane, counted here: Piscina does not bound its queue for tasks that carry an AbortSignal. */
const inFlight: Record<Lane, number> = { bulk: 0, quick: 0 };
let settings = { memoryMb: DEFAULT_HEAVY_WORK_MEMORY_MB };
let warm = false;

const poolFor = (lane: Lane) => {
  pools ??= new Map();
  let pool = pools.get(lane);
  if (!pool) {
    pool = new Piscina({
      filename: entry,
      minThreads: warm ? 1 : 0,
      maxThreads: 1,
      idleTimeout: warm ? Infinity : IDLE_MS,
      resourceLimits: { maxOldGenerationSizeMb: laneMemoryMb(lane) },
      // Only in a server (keepThreadsWarm): test files run three at a time at normal priority, and a niced thread
      // among them would wait for its turn past its time limit.
      niceIncrement: warm ? LANE_NICE[lane] : 0,
      // A worker must not inherit the parent's inspector or heap flags; its own loader comes from worker-entry.mjs.
      execArgv: [],
    });
    pools.set(lane, pool);
  }
  return pool;
};

/** Counts in /metrics (plugins/operations/metrics.ts): tasks by name and outcome, and the queues' lengths. */
export const heavyWorkStats = {
  outcomes: new Map<string, number>(),
  inFlight: (lane: Lane) => inFlight[lane],
};
const count = (task: TaskName, outcome: string) => {
  const key = `${task}|${outcome}`;
  heavyWorkStats.outcomes.set(key, (heavyWorkStats.outcomes.get(key) ?? 0) + 1);
};

/** A PDF of a few pages takes tens of milliseconds; one of hundreds of lines a second or two. */
export const PDF_TIME_LIMIT_MS = 20_000;

export type RunOptions = {
  /**
   * The most the task may run, counted from when its thread starts it (not while it waits behind others in its lane,
   * which at most LANE_QUEUE tasks do); past it the thread is stopped (and replaced) and the caller gets 422 heavyWorkTooLong.
   */
  timeoutMs: number;
  /** What the main thread answers while the task runs (conversation.ts), e.g. database reads. */
  answers?: Answerers;
  /** Buffers handed to the worker instead of copied (the caller must not use them afterwards). */
  transfer?: ArrayBuffer[];
};

const isOutOfMemory = (error: unknown) => (error as { code?: string } | null)?.code === 'ERR_WORKER_OUT_OF_MEMORY';
const isAbort = (error: unknown) => (error as { name?: string } | null)?.name === 'AbortError';
const busy = () => new AppError(503, 'heavyWorkBusy', { retryAfter: RETRY_AFTER_S }, { 'retry-after': String(RETRY_AFTER_S) });

/**
 * Runs a task in its lane's worker thread and resolves to its output. A refusal the task raised (an AppError in
 * the worker: an unreadable file, a row limit) comes back as that AppError. Past its time or its lane's memory the
 * thread is ended — nothing the task did is kept, since tasks write nothing themselves — and the caller gets a
 * 422 in the user's language; a full queue is a 503 with Retry-After.
 */
export async function runHeavyWork<N extends TaskName>(name: N, input: TaskInput<N>, options: RunOptions): Promise<TaskOutput<N>> {
  const lane = laneOf[name];
  // One running per lane, LANE_QUEUE waiting: more is refused at once rather than left waiting for minutes.
  if (inFlight[lane] > LANE_QUEUE[lane]) {
    count(name, 'busy');
    throw busy();
  }
  inFlight[lane] += 1;
  // Every task has a port: it says when its thread starts it (the time limit counts from then) and asks over it.
  const channel = new MessageChannel();
  const stop = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  answerOn(channel.port1, options.answers ?? {}, () => {
    timer = setTimeout(() => stop.abort(), options.timeoutMs);
  });
  const seconds = Math.round(options.timeoutMs / 1000);
  try {
    const outcome = (await poolFor(lane).run(
      { name, input, port: channel.port2 },
      { signal: stop.signal, transferList: [channel.port2, ...(options.transfer ?? [])] },
    )) as TaskOutcome<N>;
    if ('refused' in outcome) {
      count(name, 'refused');
      throw new AppError(outcome.refused.status, outcome.refused.key, outcome.refused.data);
    }
    count(name, 'done');
    // Bytes come back from a thread as a plain Uint8Array: give callers the Buffer the task made.
    const value = outcome.value as unknown;
    return (value instanceof Uint8Array ? asBuffer(value) : value) as TaskOutput<N>;
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (isAbort(error)) {
      count(name, 'timeout');
      throw new AppError(422, 'heavyWorkTooLong', { seconds });
    }
    if (isOutOfMemory(error)) {
      count(name, 'memory');
      throw new AppError(422, 'heavyWorkTooLarge', { megabytes: laneMemoryMb(lane) });
    }
    count(name, 'failed');
    throw error;
  } finally {
    inFlight[lane] -= 1;
    clearTimeout(timer);
    channel.port1.close();
  }
}

/**
 * A listening server keeps one thread per lane started and loaded (server.ts), so no request waits for a thread to
 * start or load its code (the bulk one also loads the server renderer the smoke render uses); tests and command
 * lines start them on first use and let them go when idle.
 */
export function keepThreadsWarm(wanted: { memoryMb: number; shellServerDir?: string | undefined }): void {
  // Before the app is built: its start (e.g. unpacking published releases) may already run heavy work.
  warm = true;
  settings = { memoryMb: wanted.memoryMb };
  const { shellServerDir } = wanted;
  for (const lane of ['bulk', 'quick'] as const) {
    poolFor(lane)
      .run({ name: 'warmUp', input: { lane, ...(shellServerDir ? { shellServerDir } : {}) } })
      .catch(() => undefined); // a thread that cannot warm up fails its first real task, which says why
  }
}

/**
 * An app that runs heavy work holds the pools; the last one to close ends their threads (tests build many apps).
 * The first holder's settings apply until then.
 */
export function holdHeavyWork(wanted: { memoryMb: number }): () => Promise<void> {
  if (users === 0) settings = wanted;
  users += 1;
  return async () => {
    users -= 1;
    if (users > 0 || !pools) return;
    const ending = [...pools.values()];
    pools = undefined;
    await Promise.all(ending.map((pool) => pool.destroy()));
  };
}
