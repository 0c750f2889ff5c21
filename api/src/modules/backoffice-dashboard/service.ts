import type { Db } from '../../db/types';
import { localize, type Lang } from '../../i18n/language';
import { fenToYuan } from '../../lib/money';
import { LOW_STOCK } from '../backoffice-catalogue/product-list';
import { chinaDay, chinaDayStart } from '../backoffice-orders/china-day';
import { createDashboardRepository } from './repository';

/** The console's home: one figure set per card, each behind the scope of the pages it leads to. */
export function createDashboardService(db: Db, now: () => Date = () => new Date()) {
  const repo = createDashboardRepository(db);
  /** "Today" is the shop's calendar day (China, UTC+8), whatever the server's time zone. */
  const today = () => {
    const day = chinaDay(now());
    return { day, start: chinaDayStart(day), end: chinaDayStart(day, 1) };
  };
  return {
    async orders() {
      const day = today();
      const [placed, revenue, awaitingShipment, awaitingPayment] = await Promise.all([
        repo.ordersPlaced(day),
        repo.revenue(day),
        repo.countByStatus('paid'),
        repo.countByStatus('unpaid'),
      ]);
      return { day: day.day, placed, paid: revenue.paidOrders, revenue: fenToYuan(revenue.fen), awaitingShipment, awaitingPayment };
    },

    quotations: async () => ({ waiting: await repo.quotationsWaiting() }),

    async support() {
      const open = await repo.afterSalesOpen();
      const submitted = open.submitted ?? 0;
      const reviewing = open.reviewing ?? 0;
      const approved = open.approved ?? 0;
      return { waiting: submitted + reviewing + approved, submitted, reviewing, approved };
    },

    async catalogue(lang: Lang) {
      const [lowStock, lowest] = await Promise.all([repo.lowStockCount(), repo.lowestStock(5)]);
      return { threshold: LOW_STOCK, lowStock, lowest: lowest.map((sku) => ({ ...sku, name: localize(sku.name, lang) })) };
    },
  };
}
