import type { Db } from '../types';
import { seedCategories } from './categories';
import { seedContent } from './content';
import { seedDemoAccount } from './demo-account';
import { seedHelpService } from './help-service/seed-help-service';
import { seedLabLists } from './lab-lists';
import { seedCatalog } from './products/seed-catalog';
import { seedPointsMall } from './points-mall';
import { seedProductSafety } from './product-safety/seed-product-safety';
import { seedPromotions } from './promotions';
import { seedQuotations } from './quotations';

/**
 * Fills an empty database with the shop's starting data (DESIGN §6). Idempotent: each part only
 * seeds its own tables when they are empty, so it runs at every start.
 */
export async function seedDatabase(db: Db): Promise<void> {
  await seedCategories(db);
  await seedDemoAccount(db);
  // After the demo account: the catalogue seed gives it an order to review.
  await seedCatalog(db);
  // After the catalogue: activities price its SKUs.
  await seedPromotions(db);
  // After the catalogue: articles link to its products.
  await seedContent(db);
  await seedHelpService(db);
  // After the demo account (welcome points) and the coupon kinds' table.
  await seedPointsMall(db);
  // After the catalogue and its orders: lots are allocated to the orders already shipped.
  await seedProductSafety(db);
  // After the demo account and the catalogue: its two sample quotations.
  await seedQuotations(db);
  await seedLabLists(db); // after the catalogue and the demo account
}
