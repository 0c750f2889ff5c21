import { sql } from 'drizzle-orm';
import { boolean, char, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { timestamps } from './columns';
import { labGroups } from './lab-groups';

/**
 * A shopper's delivery address (mainland China). Region codes are the 6-digit administrative codes of
 * @vant/area-data; the names are stored beside them so an order's copy reads the same even if the data
 * package renames a district later. At most one default per user (partial unique index).
 */
export const userAddresses = pgTable(
  'user_addresses',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiver: varchar('receiver', { length: 32 }).notNull(),
    mobile: char('mobile', { length: 11 }).notNull(),
    provinceCode: char('province_code', { length: 6 }).notNull(),
    cityCode: char('city_code', { length: 6 }).notNull(),
    districtCode: char('district_code', { length: 6 }).notNull(),
    province: varchar('province', { length: 32 }).notNull(),
    city: varchar('city', { length: 32 }).notNull(),
    district: varchar('district', { length: 32 }).notNull(),
    detail: varchar('detail', { length: 120 }).notNull(),
    /** Six digits, or '' when the shopper left it out. */
    postcode: varchar('postcode', { length: 6 }).notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    /** Set: a lab group's shared address (user_id is the member who added it); never in a personal address book. */
    labGroupId: integer('lab_group_id').references(() => labGroups.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (table) => [
    index('user_addresses_user_idx').on(table.userId, table.createdAt),
    uniqueIndex('user_addresses_one_default').on(table.userId).where(sql`${table.isDefault}`),
    index('user_addresses_lab_group_idx').on(table.labGroupId).where(sql`${table.labGroupId} IS NOT NULL`),
  ],
);
