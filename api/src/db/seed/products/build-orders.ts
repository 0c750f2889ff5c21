import type { OrderAddress, PaymentMethod } from '../../schema/orders';
import type { LocalizedText } from '../../../i18n/language';
import { regionOfDistrict } from '../../../modules/addresses/regions';
import type { BuiltProduct } from './build-products';
import type { PlannedReview } from './build-reviews';
import { createRng, rngFor } from './prng';
import { shopperData } from './shopper-data';

const DAY = 86_400_000;
/** The demo account's one completed order: products it may review right away. */
export const DEMO_ORDER_KEYS: [key: string, quantity: number][] = [['lipf6', 1], ['cr2032', 2]];

export type SeedOrderItem = {
  productId: number;
  skuId: number;
  skuCode: string;
  name: LocalizedText;
  spec: LocalizedText;
  unitPrice: number;
  quantity: number;
};
/** A completed order of shopper `buyer` (index into shopperData) or of the demo account. */
export type SeedOrder = {
  id: number;
  orderNo: string;
  buyer: number | 'demo';
  createdAt: Date;
  paymentMethod: PaymentMethod;
  address: OrderAddress;
  items: SeedOrderItem[];
};

const pad = (n: number, width: number) => String(n).padStart(width, '0');
/** LM + the order's date in China (UTC+8) + the id, e.g. LM20260112000017. */
function orderNo(id: number, at: Date): string {
  const china = new Date(at.getTime() + 8 * 3_600_000);
  return `LM${china.getUTCFullYear()}${pad(china.getUTCMonth() + 1, 2)}${pad(china.getUTCDate(), 2)}${pad(id, 6)}`;
}

function seedAddress(receiver: string, mobile: string, districtCode: string, detail: string): OrderAddress {
  const region = regionOfDistrict(districtCode);
  if (!region) throw new Error(`seed: unknown district ${districtCode}`);
  return { receiver, mobile, ...region, detail, postcode: '' };
}

function line(product: BuiltProduct, skuIndex: number | undefined, quantity: number, seed: number): SeedOrderItem {
  const choices = product.skus.filter((sku) => sku.onSale);
  const sku = skuIndex === undefined ? rngFor('order-sku', seed).pick(choices) : product.skus[skuIndex]!;
  return { productId: product.row.id, skuId: sku.id, skuCode: sku.code, name: product.row.name, spec: sku.spec, unitPrice: sku.price, quantity };
}

/**
 * Completed orders that make every planned review a genuine purchase (2–4 products per order, after the
 * products' launch, before the review), then the demo account's order. Ids follow the order dates.
 */
export function buildOrders(products: BuiltProduct[], reviews: PlannedReview[], now: Date): SeedOrder[] {
  const byId = new Map(products.map((p) => [p.row.id, p]));
  const rng = createRng(4242);
  const drafts: Omit<SeedOrder, 'id' | 'orderNo'>[] = [];
  shopperData.forEach((shopper, buyer) => {
    const bought = reviews.filter((r) => r.buyer === buyer).map((r) => byId.get(r.productId)!);
    for (let start = 0; start < bought.length; ) {
      const group = bought.slice(start, (start += rng.int(2, 4)));
      const sinceLaunch = Math.min(...group.map((p) => (now.getTime() - new Date(p.row.launchedAt!).getTime()) / DAY));
      const createdAt = new Date(now.getTime() - rng.int(15, Math.max(16, Math.floor(sinceLaunch) - 1)) * DAY - rng.int(0, 1439) * 60_000);
      const items = group.map((p) => line(p, undefined, p.kind === 'equip' ? 1 : rng.int(1, p.kind === 'chem' ? 3 : 5), p.row.id * 10 + buyer));
      const address = seedAddress(shopper.nickname, `1380000${pad(buyer + 1, 4)}`, shopper.district, `科技路 ${rng.int(1, 300)} 号`);
      drafts.push({ buyer, createdAt, paymentMethod: rng.pick<PaymentMethod>(['alipay', 'wechat']), address, items });
    }
  });
  drafts.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const keyed = new Map(products.flatMap((p) => (p.key ? [[p.key, p] as const] : [])));
  drafts.push({
    buyer: 'demo',
    createdAt: new Date(now.getTime() - 10 * DAY),
    paymentMethod: 'alipay',
    address: seedAddress('演示用户', '13800000000', '310104', '漕溪北路 88 号'),
    items: DEMO_ORDER_KEYS.map(([key, quantity]) => line(keyed.get(key)!, 0, quantity, 0)),
  });
  return drafts.map((draft, i) => ({ ...draft, id: i + 1, orderNo: orderNo(i + 1, draft.createdAt) }));
}

/** Adds what the seed orders sold to each product's sales, so sales never undercount the orders. */
export function addOrderSales(products: BuiltProduct[], orders: SeedOrder[]): void {
  const sold = new Map<number, number>();
  for (const item of orders.flatMap((o) => o.items)) sold.set(item.productId, (sold.get(item.productId) ?? 0) + item.quantity);
  for (const product of products) product.row.sales += sold.get(product.row.id) ?? 0;
}
