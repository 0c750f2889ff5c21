import { MessageChannel } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { AppError } from '../app-error';
import { answerOn, askerOn } from './conversation';

describe("a heavy-work task's conversation with the main thread", () => {
  it('says when the task starts, answers its questions, and turns an unreachable database into the 503 a request gets', async () => {
    const { port1, port2 } = new MessageChannel();
    let started = 0;
    const down = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    answerOn(
      port1,
      {
        twice: async (n: number) => n * 2,
        rows: async () => Promise.reject(down),
        broken: async () => Promise.reject(new Error('syntax error at or near "FORM"')),
      },
      () => (started += 1),
    );
    const ask = askerOn(port2);
    expect(await ask<number>('twice', 21)).toBe(42);
    expect(started).toBe(1);
    const refused = await ask('rows', null).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ status: 503, key: 'unavailable', headers: { 'retry-after': '2' } });
    // Anything else stays an error of the task (a 500, its cause in the log).
    await expect(ask('broken', null)).rejects.toThrow('syntax error');
    await expect(ask('unknown', null)).rejects.toThrow('no answer for unknown');
    port1.close();
  });
});
