import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth';
import { buildTestApp, drivers, type TestApp } from '../../test/test-app';
import { mallShopper } from '../points-mall/mall-test-kit';
import { completeTask } from './complete-task';

type Task = { code: string; status: string; claimable: boolean; points: number; name: string };
type Shopper = Awaited<ReturnType<typeof mallShopper>>;

describe.each(drivers)('points tasks on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(driver);
  });
  afterAll(() => t?.close());

  const tasks = async (s: Shopper, lang = 'en') => {
    const res = await s.get('/api/points-tasks/list', lang);
    return res.json<{ data: { items: Task[]; balance: number } }>().data;
  };
  const statusOf = async (s: Shopper) => Object.fromEntries((await tasks(s)).items.map((task) => [task.code, task.status]));
  const claim = (s: Shopper, code: string, lang = 'en') => s.post('/api/points-tasks/claim', { code }, lang);

  it('lists the five tasks in the request\'s language; only check-in is ready for a new shopper', async () => {
    const s = await mallShopper(t.app);
    const list = await tasks(s, 'ja');
    expect(list.items.map((task) => [task.code, task.points, task.claimable])).toEqual([
      ['checkIn', 10, true], ['completeProfile', 100, true], ['firstPaidOrder', 200, true], ['reviewProduct', 30, true], ['readArticle', 5, false],
    ]);
    expect(list.items[0]!.name).toBe('毎日チェックイン');
    expect(await statusOf(s)).toEqual({ checkIn: 'ready', completeProfile: 'todo', firstPaidOrder: 'todo', reviewProduct: 'todo', readArticle: 'todo' });
  });

  it('checks in once a day: points and ledger once, a second claim is a 409', async () => {
    const s = await mallShopper(t.app);
    const first = await claim(s, 'checkIn');
    expect(first.json()).toEqual({ code: 200, message: 'ok', data: { code: 'checkIn', points: 10, balance: 10 } });
    const again = await claim(s, 'checkIn', 'zh');
    expect(again.json()).toEqual({ code: 409, message: '该任务本周期的积分已领取', data: null });
    expect((await statusOf(s)).checkIn).toBe('done');
    expect((await s.get('/api/points/ledger?source=task')).json()).toMatchObject({ data: { total: 1, items: [{ delta: 10, note: 'Daily check-in' }] } });
  });

  it('pays for a complete profile only once the server sees it filled in', async () => {
    const s = await mallShopper(t.app);
    expect((await claim(s, 'completeProfile')).json()).toMatchObject({ code: 409, message: 'This task is not done yet; come back when it is' });
    await t.app.db.update(users).set({ institution: 'CATL Lab', laboratory: 'Cathode', mobile: '13812345678', contactEmail: 'lab@example.com' }).where(eq(users.id, s.userId));
    expect((await statusOf(s)).completeProfile).toBe('ready');
    expect((await claim(s, 'completeProfile')).json()).toMatchObject({ data: { points: 100, balance: 100 } });
    expect((await claim(s, 'completeProfile')).statusCode).toBe(409);
  });

  it('never pays for an article read on the client\'s word; the study zone\'s call completes it', async () => {
    const s = await mallShopper(t.app);
    expect((await claim(s, 'readArticle')).json()).toMatchObject({ code: 409, message: 'This task is not done yet; come back when it is' });
    await completeTask(t.app.db, s.userId, 'readArticle', 'article-7');
    expect((await statusOf(s)).readArticle).toBe('done');
    expect((await tasks(s)).balance).toBe(5);
  });

  it('first paid order and review stay todo without an order or a review', async () => {
    const s = await mallShopper(t.app);
    for (const code of ['firstPaidOrder', 'reviewProduct']) expect((await claim(s, code)).statusCode).toBe(409);
    expect((await tasks(s)).balance).toBe(0);
  });

  it('rejects an unknown task, unknown fields and guests', async () => {
    const s = await mallShopper(t.app);
    expect((await claim(s, 'dance')).json()).toEqual({ code: 400, message: 'Field "code" has an invalid value', data: null });
    expect((await s.post('/api/points-tasks/claim', { code: 'checkIn', points: 999 })).json()).toMatchObject({ code: 400, message: 'Unknown field "points"' });
    expect((await t.app.inject({ method: 'GET', url: '/api/points-tasks/list' })).statusCode).toBe(401);
  });
});
