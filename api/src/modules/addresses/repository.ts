import { and, count, desc, eq, isNull, ne } from 'drizzle-orm';
import { userAddresses } from '../../db/schema/addresses';
import type { Db } from '../../db/types';
import type { Address } from './schemas';

export type AddressRow = typeof userAddresses.$inferSelect;
export type NewAddress = Omit<typeof userAddresses.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export const toAddress = (row: AddressRow): Address => ({
  id: row.id,
  receiver: row.receiver,
  mobile: row.mobile,
  provinceCode: row.provinceCode,
  cityCode: row.cityCode,
  districtCode: row.districtCode,
  province: row.province,
  city: row.city,
  district: row.district,
  detail: row.detail,
  postcode: row.postcode,
  isDefault: row.isDefault,
});

/** The shopper's own address book: a lab group's shared addresses (lab_group_id set) are never part of it. */
const own = (userId: number) => and(eq(userAddresses.userId, userId), isNull(userAddresses.labGroupId));
const mine = (userId: number, id: number) => and(own(userId), eq(userAddresses.id, id));

/** Address-book queries for one handle: `db`, or the `tx` of a transaction. */
export function createAddressRepository(db: Db) {
  return {
    /** Default first, then newest. */
    list: (userId: number) =>
      db
        .select()
        .from(userAddresses)
        .where(own(userId))
        .orderBy(desc(userAddresses.isDefault), desc(userAddresses.createdAt), desc(userAddresses.id)),

    async count(userId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(userAddresses).where(own(userId));
      return row?.n ?? 0;
    },

    /** One of the shopper's addresses; someone else's is simply not found. */
    async find(userId: number, id: number): Promise<AddressRow | undefined> {
      const [row] = await db.select().from(userAddresses).where(mine(userId, id));
      return row;
    },

    async insert(values: NewAddress): Promise<AddressRow> {
      const [row] = await db.insert(userAddresses).values(values).returning();
      return row!;
    },

    async update(userId: number, id: number, patch: Partial<NewAddress>): Promise<AddressRow | undefined> {
      const [row] = await db.update(userAddresses).set(patch).where(mine(userId, id)).returning();
      return row;
    },

    remove: (userId: number, id: number) => db.delete(userAddresses).where(mine(userId, id)),

    /** Clears the default flag of every other address, before setting it on `exceptId`. */
    clearDefault: (userId: number, exceptId = 0) =>
      db
        .update(userAddresses)
        .set({ isDefault: false })
        .where(and(own(userId), eq(userAddresses.isDefault, true), ne(userAddresses.id, exceptId))),

    async newest(userId: number): Promise<AddressRow | undefined> {
      const [row] = await db
        .select()
        .from(userAddresses)
        .where(own(userId))
        .orderBy(desc(userAddresses.createdAt), desc(userAddresses.id))
        .limit(1);
      return row;
    },
  };
}

export type AddressRepository = ReturnType<typeof createAddressRepository>;
