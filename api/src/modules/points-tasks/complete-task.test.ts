import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth';
import { pointsTaskCompletions } from '../../db/schema/points-mall';
import { buildTestApp, drivers, type TestApp } from '../../test/test-app';
import { pointsOf } from '../points-mall/mall-test-kit';
import { completeTask } from './complete-task';

describe.each(drivers)('completeTask on %s', (driver) => {
  let t: TestApp;
  let n = 0;
  const newUser = async () => {
    const [row] = await t.app.db.insert(users).values({ account: `task.${process.pid}.${++n}@lab.example`, passwordHash: 'x', nickname: 'task' }).returning({ id: users.id });
    return row!.id;
  };
  beforeAll(async () => {
    t = await buildTestApp(driver);
  });
  afterAll(() => t?.close());

  it('awards a daily task once per shop day (China time), with its ledger entry', async () => {
    const userId = await newUser();
    const morning = new Date('2026-11-25T01:00:00Z'); // 09:00 in Shanghai
    expect(await completeTask(t.app.db, userId, 'readArticle', 'article-12', morning)).toEqual({ awarded: true, points: 5, periodKey: '2026-11-25' });
    expect(await completeTask(t.app.db, userId, 'readArticle', 'article-13', new Date('2026-11-25T15:59:59Z'))).toMatchObject({ awarded: false });
    // 16:00 UTC is midnight in Shanghai: a new day.
    expect(await completeTask(t.app.db, userId, 'readArticle', 'article-13', new Date('2026-11-25T16:00:00Z'))).toEqual({ awarded: true, points: 5, periodKey: '2026-11-26' });
    expect(await pointsOf(t.app.db, userId)).toEqual({ balance: 10, ledgerSum: 10 });
    const rows = await t.app.db.select().from(pointsTaskCompletions).where(eq(pointsTaskCompletions.userId, userId));
    expect(rows.map((r) => [r.periodKey, r.evidenceRef])).toEqual([['2026-11-25', 'article-12'], ['2026-11-26', 'article-13']]);
  });

  it('awards a once-ever task only once', async () => {
    const userId = await newUser();
    expect(await completeTask(t.app.db, userId, 'completeProfile')).toMatchObject({ awarded: true, points: 100, periodKey: 'once' });
    expect(await completeTask(t.app.db, userId, 'completeProfile', undefined, new Date(Date.now() + 400 * 86_400_000))).toMatchObject({ awarded: false });
    expect((await pointsOf(t.app.db, userId)).balance).toBe(100);
  });

  it('works inside a caller\'s transaction, and rolls back with it', async () => {
    const userId = await newUser();
    const inside = await t.app.db.transaction((tx) => completeTask(tx, userId, 'readArticle', 'a-1'));
    expect(inside.awarded).toBe(true);
    const other = await newUser();
    await expect(
      t.app.db.transaction(async (tx) => {
        expect((await completeTask(tx, other, 'readArticle', 'a-2')).awarded).toBe(true);
        throw new Error('the caller fails after');
      }),
    ).rejects.toThrow('the caller fails after');
    expect(await pointsOf(t.app.db, other)).toEqual({ balance: 0, ledgerSum: 0 });
    expect(await t.app.db.select().from(pointsTaskCompletions).where(and(eq(pointsTaskCompletions.userId, other)))).toEqual([]);
  });

  it('simultaneous calls for one period award once', async () => {
    const userId = await newUser();
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => completeTask(t.app.db, userId, 'checkIn', `r${i}`)));
    expect(results.filter((r) => r.awarded)).toHaveLength(1);
    expect(await pointsOf(t.app.db, userId)).toEqual({ balance: 10, ledgerSum: 10 });
  });
});
