import { asc, count, eq, sql } from 'drizzle-orm';
import { chinaToday, endOfChinaDay } from '../../modules/quotations/validity';
import { users } from '../schema/auth';
import { products, productSkus } from '../schema/products';
import { quotations, type QuotationLine } from '../schema/quotations';
import type { Db } from '../types';
import { DEMO_ACCOUNT } from './demo-account';

/** The LiPF6 electrolyte the purchase journeys buy (seeded by the catalogue). */
const LIPF6_PRODUCT_ID = 90301;
const DAY_MS = 86_400_000;

/**
 * Two quotations of the demo account, so "My quotations" shows both sides of the flow on a fresh shop: one
 * answered (valid for 30 days from seeding; on an old database it reads as expired, as it should) and one
 * still waiting for staff (`npm run quotes -- answer` it). Only into an empty table.
 */
export async function seedQuotations(db: Db): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(quotations);
  if (existing!.n > 0) return;
  const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.account, DEMO_ACCOUNT.account));
  const skus = await db
    .select({ skuId: productSkus.id, skuCode: productSkus.code, spec: productSkus.spec, price: productSkus.price, name: products.name })
    .from(productSkus)
    .innerJoin(products, eq(products.id, productSkus.productId))
    .where(eq(products.id, LIPF6_PRODUCT_ID))
    .orderBy(asc(productSkus.id))
    .limit(2);
  if (!demo || skus.length === 0) return;

  const now = new Date();
  const line = (sku: (typeof skus)[number], quantity: number, discount: number | null): QuotationLine => ({
    skuId: sku.skuId, productId: LIPF6_PRODUCT_ID, skuCode: sku.skuCode, name: sku.name, spec: sku.spec, quantity,
    listPrice: sku.price, unitPrice: discount === null ? null : Math.round((sku.price * discount) / 100) * 100,
  });
  const quotedLines = skus.map((sku) => line(sku, 20, 0.85));
  const goodsAmount = quotedLines.reduce((sum, l) => sum + l.unitPrice! * l.quantity, 0);
  const common = {
    userId: demo.id, institution: '中国科学院物理研究所 清洁能源实验室', deliveryCity: '北京',
    invoice: { type: 'ordinary', title: '中国科学院物理研究所', taxNumber: '' },
  };
  await db.insert(quotations).values([
    {
      ...common, quoteNo: `QT${chinaToday(now).replaceAll('-', '')}00001`, status: 'quoted', lines: quotedLines,
      wantedDate: chinaToday(new Date(now.getTime() + 21 * DAY_MS)), note: '课题经费编号 2026-EL-17，请报含税价',
      goodsAmount, shippingAmount: 0, totalAmount: goodsAmount, validUntil: endOfChinaDay(chinaToday(new Date(now.getTime() + 30 * DAY_MS))),
      staffNote: '含税含运费；现货 3 个工作日内发出', quotedAt: now, createdAt: new Date(now.getTime() - DAY_MS),
    },
    {
      ...common, quoteNo: `QT${chinaToday(now).replaceAll('-', '')}00002`, status: 'requested', lines: [line(skus[0]!, 50, null)],
      wantedDate: chinaToday(new Date(now.getTime() + 45 * DAY_MS)), note: '年度框架采购，请给出阶梯价', createdAt: now,
    },
  ]);
  // The next staff-made numbers continue after the seeded ones.
  await db.execute(sql`SELECT setval('quotation_no_seq', 2)`);
}
