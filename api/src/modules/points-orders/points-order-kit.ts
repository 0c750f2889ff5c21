import { randomBytes } from 'node:crypto';
import type { OrderAddress } from '../../db/schema/orders';
import { pointsOrderItems, pointsOrders, type PointsOrderStatus } from '../../db/schema/points-orders';
import type { Db } from '../../db/types';
import type { LocalizedText } from '../../i18n/language';

export type KitItem = { productId: number; name: LocalizedText; image?: string; points: number; quantity: number };

export type KitOrder = {
  status?: PointsOrderStatus;
  items?: KitItem[];
  /** undefined: a Shanghai test address; null: virtual goods. */
  address?: OrderAddress | null;
  note?: string;
  createdAt?: Date;
  orderNo?: string;
};

export const kitAddress: OrderAddress = {
  receiver: '测试', mobile: '13800000000', provinceCode: '310000', cityCode: '310100', districtCode: '310104',
  province: '上海市', city: '上海市', district: '徐汇区', detail: '测试路 1 号', postcode: '200030',
};

const defaultItems: KitItem[] = [
  { productId: 1, name: { zh: '实验手套-zh', en: 'Lab gloves-en', ja: '実験手袋-ja', ko: '실험 장갑-ko' }, image: '/media/points/1.svg', points: 200, quantity: 2 },
];

const HOUR = 3_600_000;
const after = (date: Date, hours: number) => new Date(date.getTime() + hours * HOUR);

/** The dates an order in `status` has: shipped an hour after the exchange, completed a day after that. */
function datesFor(status: PointsOrderStatus, createdAt: Date) {
  const shipped = status === 'shipped' || status === 'completed';
  return {
    shippedAt: shipped ? after(createdAt, 1) : null,
    completedAt: status === 'completed' ? after(createdAt, 25) : null,
    cancelledAt: status === 'cancelled' ? after(createdAt, 2) : null,
  };
}

/**
 * Test helper (no test itself): writes a points order of `userId` with its items straight into the database,
 * as the points mall will (points amount = Σ points × quantity). Returns its id and number.
 */
export async function insertPointsOrder(db: Db, userId: number, order: KitOrder = {}): Promise<{ id: number; orderNo: string }> {
  const { status = 'pending', items = defaultItems, note = '', createdAt = new Date() } = order;
  const orderNo = order.orderNo ?? `PMT${randomBytes(6).toString('hex').toUpperCase()}`;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(pointsOrders)
      .values({
        orderNo,
        userId,
        status,
        pointsAmount: items.reduce((sum, item) => sum + item.points * item.quantity, 0),
        address: order.address === undefined ? kitAddress : order.address,
        note,
        createdAt,
        updatedAt: createdAt,
        ...datesFor(status, createdAt),
      })
      .returning({ id: pointsOrders.id });
    if (items.length > 0) {
      await tx.insert(pointsOrderItems).values(items.map((item) => ({ ...item, image: item.image ?? '', pointsOrderId: row!.id })));
    }
    return { id: row!.id, orderNo };
  });
}
