import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { buildTestApp, drivers, type TestApp } from '../../test/test-app';
import { paymentTestKit } from '../payments/payment-test-kit';
import { creditPoints, type PointsChange } from './credit-points';

describe.each(drivers)('creditPoints on %s', (driver) => {
  let t: TestApp;
  let kit: ReturnType<typeof paymentTestKit>;
  beforeAll(async () => {
    t = await buildTestApp(driver);
    kit = paymentTestKit(t);
  });
  afterAll(() => t?.close());

  let n = 0;
  const ref = () => `ref-${process.pid}-${++n}`;
  const credit = (change: PointsChange) => t.app.db.transaction((tx) => creditPoints(tx, change));
  const ledgerSum = async (userId: number) => (await kit.ledger(userId)).reduce((sum, row) => sum + row.delta, 0);

  it('adds and spends, writing each change with the balance after it', async () => {
    const { id } = await kit.shopper();
    expect(await credit({ userId: id, delta: 100, source: 'task', reference: ref() })).toBe(true);
    expect(await credit({ userId: id, delta: -30, source: 'exchange', reference: ref(), note: { zh: '兑换', en: 'exchange', ja: '交換', ko: '교환' } })).toBe(true);
    expect(await kit.balance(id)).toBe(70);
    expect((await kit.ledger(id)).map((row) => [row.delta, row.balanceAfter])).toEqual([[100, 100], [-30, 70]]);
  });

  it('a second change with the same source and reference is a no-op returning false', async () => {
    const { id } = await kit.shopper();
    const reference = ref();
    expect(await credit({ userId: id, delta: 50, source: 'order', reference })).toBe(true);
    expect(await credit({ userId: id, delta: 50, source: 'order', reference })).toBe(false);
    // Another source may use the same reference.
    expect(await credit({ userId: id, delta: 5, source: 'adjustment', reference })).toBe(true);
    expect(await kit.balance(id)).toBe(55);
    expect(await kit.ledger(id)).toHaveLength(2);
  });

  it('refuses to spend more than the balance (409) and writes nothing', async () => {
    const { id } = await kit.shopper();
    await credit({ userId: id, delta: 10, source: 'task', reference: ref() });
    const refused = await credit({ userId: id, delta: -11, source: 'exchange', reference: ref() }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ status: 409, key: 'pointsInsufficient' });
    expect(await kit.balance(id)).toBe(10);
    expect(await kit.ledger(id)).toHaveLength(1);
    // A new account cannot spend at all.
    const fresh = await kit.shopper();
    await expect(credit({ userId: fresh.id, delta: -1, source: 'exchange', reference: ref() })).rejects.toMatchObject({ status: 409 });
    expect(await kit.balance(fresh.id)).toBe(0);
  });

  it('simultaneous spends never take the balance below zero, and it always equals the ledger\'s sum', async () => {
    const { id } = await kit.shopper();
    await credit({ userId: id, delta: 50, source: 'task', reference: ref() });
    const spends = await Promise.allSettled(Array.from({ length: 8 }, () => credit({ userId: id, delta: -10, source: 'exchange', reference: ref() })));
    expect(spends.filter((s) => s.status === 'fulfilled')).toHaveLength(5);
    expect(spends.filter((s) => s.status === 'rejected').map((s) => (s as PromiseRejectedResult).reason)).toEqual(
      Array(3).fill(expect.objectContaining({ status: 409 })),
    );
    expect(await kit.balance(id)).toBe(0);
    expect(await ledgerSum(id)).toBe(0);
    expect((await kit.ledger(id)).every((row) => row.balanceAfter >= 0)).toBe(true);
  });

  it('simultaneous credits of one reference count once; of different ones, all count', async () => {
    const { id } = await kit.shopper();
    const reference = ref();
    const same = await Promise.all(Array.from({ length: 6 }, () => credit({ userId: id, delta: 7, source: 'order', reference })));
    expect(same.filter(Boolean)).toHaveLength(1);
    await Promise.all(Array.from({ length: 6 }, () => credit({ userId: id, delta: 1, source: 'task', reference: ref() })));
    expect(await kit.balance(id)).toBe(13);
    expect(await ledgerSum(id)).toBe(13);
  });

  it('rejects a zero or fractional change as a programming error', async () => {
    const { id } = await kit.shopper();
    await expect(credit({ userId: id, delta: 0, source: 'task', reference: ref() })).rejects.toThrow(/non-zero integer/);
    await expect(credit({ userId: id, delta: 1.5, source: 'task', reference: ref() })).rejects.toThrow(/non-zero integer/);
  });
});
