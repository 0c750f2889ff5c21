import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema/auth';
import { categories } from '../db/schema/categories';
import { orders, orderItems, type OrderAddress, type OrderStatus } from '../db/schema/orders';
import { brands, products, productSkus, type NewProductRow, type NewProductSkuRow } from '../db/schema/products';
import type { Db } from '../db/types';
import type { LocalizedText } from '../i18n/language';

const testAddress: OrderAddress = {
  receiver: '测试', mobile: '13800000000', provinceCode: '310000', cityCode: '310100', districtCode: '310104',
  province: '上海市', city: '上海市', district: '徐汇区', detail: '测试路 1 号', postcode: '',
};

/** A text in every language, marked with the language so a test sees which one it got. */
export const texts = (label: string): LocalizedText => ({ zh: `${label}-zh`, en: `${label}-en`, ja: `${label}-ja`, ko: `${label}-ko` });

/**
 * Catalogue rows a test needs, written straight into the app's database (no dependence on the seed).
 * Names and codes carry a random tag so several test files and runs never collide.
 */
export function catalogueRows(db: Db) {
  const tag = randomBytes(3).toString('hex');
  let n = 0;
  const next = () => `${tag}-${++n}`;

  return {
    async category(id: number, parentId: number | null, label: string, sort = 900): Promise<number> {
      await db.insert(categories).values({ id, parentId, sort, icon: 'flask', name: texts(label) });
      return id;
    },
    async brand(label = 'Brand'): Promise<number> {
      const [row] = await db.insert(brands).values({ name: `${label} ${next()}` }).returning({ id: brands.id });
      return row!.id;
    },
    async product(values: Partial<NewProductRow> & Pick<NewProductRow, 'categoryId' | 'brandId'>, label = 'Product') {
      const name = texts(`${label} ${next()}`);
      const [row] = await db
        .insert(products)
        .values({ name, summary: texts('summary'), description: texts('description'), images: [`/media/t/${n}.svg`], specs: [], ...values })
        .returning({ id: products.id });
      return { id: row!.id, name };
    },
    async sku(productId: number, values: Partial<NewProductSkuRow> = {}) {
      const code = `T-${next()}`.toUpperCase();
      const [row] = await db
        .insert(productSkus)
        .values({ productId, code, spec: texts('spec'), packageSize: '25 g', price: 1000, stock: 10, ...values })
        .returning({ id: productSkus.id });
      return { id: row!.id, code };
    },
    /** An order of `account` holding one unit of each SKU. */
    async order(account: string, status: OrderStatus, lines: Array<{ productId: number; skuId: number }>): Promise<void> {
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.account, account));
      const [order] = await db
        .insert(orders)
        .values({ orderNo: `T${next()}`, userId: user!.id, status, goodsAmount: 1000, payAmount: 1000, address: testAddress })
        .returning({ id: orders.id });
      for (const line of lines) {
        await db.insert(orderItems).values({
          orderId: order!.id, productId: line.productId, skuId: line.skuId, skuCode: 'T', name: texts('p'), spec: texts('s'), unitPrice: 1000, quantity: 1,
        });
      }
    },
  };
}
