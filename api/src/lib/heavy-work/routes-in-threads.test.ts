import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importClient } from '../../modules/backoffice-import/test/import-client';
import { labListClient } from '../../modules/lab-lists/test-client';
import { requestedQuotation } from '../../modules/quotations/quotation-kit';
import { staffSession } from '../../test/staff-session';
import { buildTestApp, drivers, type TestApp } from '../../test/test-app';

const LIPF6 = 90301; // the seed's lithium hexafluorophosphate, with a safety data sheet in every language

/**
 * The shop's heavy calls do their work in a heavy-work thread, not on the event loop: each answer is what it was,
 * and /metrics counts the task that made it (heavy_work_tasks_total, process-wide, so the test reads the change).
 */
describe.each(drivers)('heavy calls run in worker threads on %s', (driver) => {
  let t: TestApp;
  let staffToken: string;
  beforeAll(async () => {
    t = await buildTestApp(driver);
    staffToken = (await staffSession(t.app, 'catalogue')).token;
  });
  afterAll(() => t.close());

  const done = async (task: string) => {
    const text = (await t.app.inject({ url: '/metrics' })).body;
    return Number(new RegExp(`^heavy_work_tasks_total\\{task="${task}",outcome="done"\\} (\\d+)`, 'm').exec(text)?.[1] ?? 0);
  };
  /** Runs `call` and answers how many `task`s finished meanwhile. */
  const counted = async (task: string, call: () => Promise<unknown>) => {
    const before = await done(task);
    await call();
    return (await done(task)) - before;
  };

  it('the catalogue import check, its apply and both exports', async () => {
    const staff = importClient(t.app, staffToken);
    let file = Buffer.alloc(0);
    expect(await counted('catalogueCsvLines', async () => {
      const res = await staff.export('csv');
      expect(res.statusCode).toBe(200);
      file = Buffer.from(res.body);
    })).toBeGreaterThan(0);
    let importId = '';
    expect(await counted('checkCatalogueFile', async () => {
      const res = await staff.check('catalogue.csv', file);
      expect(res.statusCode, res.body).toBe(200);
      importId = res.json<{ data: { importId: string; refused: unknown[] } }>().data.importId;
    })).toBe(1);
    expect(await counted('prepareImportWrites', async () => expect((await staff.apply(importId)).statusCode).toBe(200))).toBe(1);
    expect(await counted('catalogueXlsx', async () => {
      const res = await staff.export('xlsx');
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    })).toBe(1);
  });

  it("a shopper's quotation PDF, a safety data sheet and a lab list's file", async () => {
    const { buyer, calls, skus, quoteNo } = await requestedQuotation(t.app);
    expect(await counted('quotationPdf', async () => {
      const res = await calls.pdf(quoteNo);
      expect(res.statusCode).toBe(200);
      expect(res.body.startsWith('%PDF-')).toBe(true);
    })).toBe(1);
    expect(await counted('sdsPdf', async () => expect((await t.app.inject({ url: `/api/safety/sds?productId=${LIPF6}&lang=ko` })).statusCode).toBe(200))).toBe(1);
    const lists = labListClient(t.app, buyer.token);
    expect(await counted('readTable', async () => {
      const res = await lists.import('name=Cell%20build', 'list.csv', Buffer.from(`sku_code,quantity\r\n${skus[0]!.code},2\r\n`));
      expect(res.statusCode, res.body).toBe(200);
    })).toBe(1);
  });
});
