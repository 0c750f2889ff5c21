import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/orders';
import { orderEndUse } from '../../db/schema/regulated-chemicals';
import { AppError } from '../../lib/app-error';
import { catalogueRows } from '../../test/catalogue-rows';
import { staffSession } from '../../test/staff-session';
import { buildTestApp, drivers, type TestApp } from '../../test/test-app';
import { groupClient, groupWith, type GroupClient } from '../lab-groups/test-client';
import { assertRegulatedAllowed, endUseField, recordEndUse } from './checkout-rule';
import { inDays, regulatedProduct, regulatedStaffClient, verifiedGroup } from './test-kit';

const END_USE = 'Electrolyte additive screening for Li-ion coin cells';
/** The refusal `call` throws: its status, message key and data. */
async function refusal(call: Promise<unknown>) {
  const error = await call.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  const { status, key, data } = error as AppError;
  return { status, key, data: data as Record<string, unknown> };
}

describe.each(drivers)('assertRegulatedAllowed on %s', (driver) => {
  let t: TestApp;
  let owner: GroupClient;
  let verified: number;
  let unverified: number;
  let plain: { productId: number };
  let precursor: { productId: number };
  let toxic: { productId: number };
  const now = new Date();
  beforeAll(async () => {
    t = await buildTestApp(driver);
    owner = await groupClient(t.app);
    const support = regulatedStaffClient(t.app, (await staffSession(t.app, 'support')).token);
    [verified, unverified] = [await groupWith(t.app, owner), await groupWith(t.app, owner)];
    await verifiedGroup(t.app, owner, verified, support, [{ class: 'precursor', expiresOn: inDays(10) }]);
    [plain, precursor, toxic] = [await regulatedProduct(t.app, null), await regulatedProduct(t.app, 'precursor'), await regulatedProduct(t.app, 'highly_toxic')];
  });
  afterAll(() => t.close());

  const check = (labGroupId: number | null, productIds: number[], endUse: string | null = END_USE, at = now) =>
    assertRegulatedAllowed(t.app.db, { userId: owner.userId, labGroupId, lines: productIds.map((productId) => ({ productId, quantity: 2 })), endUse, now: at });

  it('lets an order without a regulated product through, personal or not, end use or not', async () => {
    expect(await check(null, [plain.productId], null)).toEqual({ regulated: [], endUse: null });
    expect(await check(unverified, [plain.productId], '')).toEqual({ regulated: [], endUse: null });
  });

  it('refuses a regulated line in a personal order: 403 REGULATED_NEEDS_GROUP', async () => {
    expect(await refusal(check(null, [plain.productId, precursor.productId]))).toEqual({
      status: 403, key: 'regulatedNeedsGroup', data: { reason: 'REGULATED_NEEDS_GROUP', productIds: [precursor.productId] },
    });
  });

  it('refuses a group never verified: 403 REGULATED_GROUP_UNVERIFIED; a group one is not in: 404', async () => {
    expect(await refusal(check(unverified, [precursor.productId]))).toMatchObject({ status: 403, data: { reason: 'REGULATED_GROUP_UNVERIFIED' } });
    const stranger = await groupClient(t.app);
    const notMine = await assertRegulatedAllowed(t.app.db, { userId: stranger.userId, labGroupId: verified, lines: [{ productId: precursor.productId, quantity: 1 }], endUse: END_USE, now }).catch((e: AppError) => e);
    expect((notMine as AppError).status).toBe(404);
  });

  it('refuses a class the group holds no permit of: 403 REGULATED_PERMIT_MISSING with the class', async () => {
    expect(await refusal(check(verified, [precursor.productId, toxic.productId]))).toEqual({
      status: 403, key: 'regulatedPermitMissing', data: { reason: 'REGULATED_PERMIT_MISSING', class: 'highly_toxic', expiresOn: null, productIds: [toxic.productId] },
    });
  });

  it('takes a permit as valid through its expiry date, China time, and refuses it the day after', async () => {
    const expiry = inDays(10);
    const lastMinute = new Date(Date.parse(`${expiry}T23:59:00+08:00`));
    expect((await check(verified, [precursor.productId], END_USE, lastMinute)).regulated).toEqual([{ productId: precursor.productId, regulatedClass: 'precursor' }]);
    const nextDay = new Date(Date.parse(`${expiry}T23:59:00+08:00`) + 60_000);
    expect(await refusal(check(verified, [precursor.productId], END_USE, nextDay))).toMatchObject({
      status: 403, data: { reason: 'REGULATED_PERMIT_MISSING', class: 'precursor', expiresOn: expiry },
    });
  });

  it('asks for an end-use declaration of 10 to 500 characters: 400 END_USE_REQUIRED', async () => {
    for (const endUse of [null, '', '   short  ', 'x'.repeat(501)]) {
      expect(await refusal(check(verified, [precursor.productId], endUse))).toMatchObject({ status: 400, key: 'endUseRequired', data: { reason: 'END_USE_REQUIRED', min: 10, max: 500 } });
    }
    expect(await check(verified, [precursor.productId], `  ${END_USE}  `)).toEqual({ regulated: [{ productId: precursor.productId, regulatedClass: 'precursor' }], endUse: END_USE });
  });

  it('endUseField trims and caps the checkout field; recordEndUse stores the declaration for the order', async () => {
    expect(endUseField.parse(`  ${END_USE} `)).toBe(END_USE);
    expect(endUseField.parse(undefined)).toBeUndefined();
    expect(endUseField.safeParse('x'.repeat(501)).success).toBe(false);
    const rows = catalogueRows(t.app.db);
    const sku = await rows.sku(precursor.productId);
    await rows.order(owner.account, 'unpaid', [{ productId: precursor.productId, skuId: sku.id }]);
    const [order] = await t.app.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, owner.userId));
    await t.app.db.transaction((tx) => recordEndUse(tx, order!.id, ` ${END_USE} `));
    await t.app.db.transaction((tx) => recordEndUse(tx, order!.id, 'A replayed checkout says something else'));
    expect(await t.app.db.select({ endUse: orderEndUse.endUse }).from(orderEndUse).where(eq(orderEndUse.orderId, order!.id))).toEqual([{ endUse: END_USE }]);
  });
});
