import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../app-error';
import { holdHeavyWork, runHeavyWork } from './pool';

/** Stored catalogue rows as the database answers them (catalogue-reader.ts Row), `count` of them as JSON text. */
function rowsJson(count: number, name = 'Lithium hexafluorophosphate, battery grade'): string {
  const row = (i: number) => ({
    product_id: i,
    category_id: 901,
    brand: 'Acme',
    name: { zh: name, en: name, ja: name, ko: name },
    summary: { zh: '', en: '', ja: '', ko: '' },
    cas_number: null,
    formula: null,
    status: 'on_sale',
    product_seen: '1',
    sku_code: `SKU-${i}`,
    spec: { zh: '1 kg', en: '1 kg', ja: '1 kg', ko: '1 kg' },
    package_size: '1 kg',
    purity: '99.9%',
    price: 12_300,
    market_price: null,
    max_per_order: 10,
    on_sale: true,
    stock: 5,
    sku_seen: '1',
  });
  return JSON.stringify(Array.from({ length: count }, (_, i) => row(i + 1)));
}

const refusal = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error);

describe('heavy work in worker threads', () => {
  let release: () => Promise<void>;
  // A small heap for the bulk lane, so the memory limit is reached by a test-sized input. Inputs stay well below it
  // on arrival: one allocation larger than the whole heap (a 100 MB string) ends the process, not just the thread
  // (docs/heavy-work.md "Limits"); what the limit stops is a task's growth.
  beforeAll(() => {
    release = holdHeavyWork({ memoryMb: 96 });
  });
  afterAll(async () => release());

  it('answers what the task made, in the thread', async () => {
    const csv = await runHeavyWork('catalogueCsvLines', { rowsJson: rowsJson(2) }, { timeoutMs: 30_000 });
    expect(csv.split('\r\n')[0]).toMatch(/^1,,901,Acme,"Lithium hexafluorophosphate, battery grade"/);
    expect(csv.split('\r\n').filter(Boolean)).toHaveLength(2);
  });

  it("turns a task's refusal into the same AppError on the main thread", async () => {
    const error = await refusal(runHeavyWork('readTable', { bytes: new Uint8Array([0xff, 0xfe, 0x41]), limits: { entries: 1, entryBytes: 1, totalBytes: 1, rows: 1, columns: 1 } }, { timeoutMs: 30_000 }));
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 400, key: 'labListFileUnreadable' });
  });

  it('stops a task past its time limit with 422 heavyWorkTooLong, and the next task runs in a new thread', async () => {
    const error = await refusal(runHeavyWork('catalogueCsvLines', { rowsJson: rowsJson(20_000) }, { timeoutMs: 5 }));
    expect(error).toMatchObject({ status: 422, key: 'heavyWorkTooLong' });
    await expect(runHeavyWork('catalogueCsvLines', { rowsJson: rowsJson(1) }, { timeoutMs: 30_000 })).resolves.toContain('SKU-1');
  });

  it("stops a task past its lane's memory with 422 heavyWorkTooLarge, and the next task runs in a new thread", async () => {
    // 60,000 rows (a 30 MB text) parse to far more than the 96 MB heap this test gave the lane.
    const error = await refusal(runHeavyWork('catalogueCsvLines', { rowsJson: rowsJson(60_000) }, { timeoutMs: 60_000 }));
    expect(error).toMatchObject({ status: 422, key: 'heavyWorkTooLarge' });
    await expect(runHeavyWork('catalogueCsvLines', { rowsJson: rowsJson(1) }, { timeoutMs: 30_000 })).resolves.toContain('SKU-1');
  });

  it('refuses work beyond what the lane may queue with 503 heavyWorkBusy and Retry-After, and runs the rest', async () => {
    const runs = Array.from({ length: 8 }, () => refusal(runHeavyWork('catalogueCsvLines', { rowsJson: rowsJson(2_000) }, { timeoutMs: 60_000 })));
    const outcomes = await Promise.all(runs);
    const busy = outcomes.filter((e) => e instanceof AppError);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy[0]).toMatchObject({ status: 503, key: 'heavyWorkBusy', headers: { 'retry-after': '30' } });
    expect(outcomes.filter((e) => e === undefined).length).toBeGreaterThanOrEqual(5);
  });
});
