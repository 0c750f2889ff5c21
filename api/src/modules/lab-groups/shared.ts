import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { userAddresses } from '../../db/schema/addresses';
import { users } from '../../db/schema/auth';
import { labGroupInvoiceTitles } from '../../db/schema/lab-groups';
import { labListItems, labLists } from '../../db/schema/lab-lists';
import type { Db } from '../../db/types';
import type { Lang } from '../../i18n/language';
import { AppError, notFound } from '../../lib/app-error';
import { regionOfDistrict } from '../addresses/regions';
import { toAddress } from '../addresses/repository';
import { MAX_ADDRESSES, type AddressInput } from '../addresses/schemas';
import { toListLine } from '../lab-lists/list-line';
import { createLabListRepository } from '../lab-lists/repository';
import { hasRole, may, memberWith, membershipOf } from './access';

/** Invoice titles a group keeps at most. */
export const MAX_INVOICE_TITLES = 20;

const regionNames = (districtCode: string) => {
  const region = regionOfDistrict(districtCode)!; // the schema checked it
  return { province: region.province, city: region.city, district: region.district };
};

/**
 * What a group shares (docs/lab-groups.md "Shared"): delivery addresses (user_addresses rows with lab_group_id),
 * invoice titles and lab lists. Members read them; owners and buyers edit the addresses and titles; a member
 * shares a list of their own, which they (or an owner) may take back.
 */
export function createSharedService(db: Db) {
  const ofGroup = (groupId: number, addressId: number) => and(eq(userAddresses.labGroupId, groupId), eq(userAddresses.id, addressId));

  return {
    async addresses(groupId: number, userId: number) {
      await membershipOf(db, groupId, userId);
      const rows = await db.select().from(userAddresses).where(eq(userAddresses.labGroupId, groupId)).orderBy(desc(userAddresses.createdAt), desc(userAddresses.id));
      return { items: rows.map(toAddress) };
    },

    addAddress: (groupId: number, userId: number, input: AddressInput) =>
      memberWith(db, groupId, userId, may.editShared).then(async () => {
        const [held] = await db.select({ n: count() }).from(userAddresses).where(eq(userAddresses.labGroupId, groupId));
        if ((held?.n ?? 0) >= MAX_ADDRESSES) throw new AppError(409, 'addressLimit');
        const [row] = await db.insert(userAddresses).values({ ...input, ...regionNames(input.districtCode), userId, labGroupId: groupId, isDefault: false }).returning();
        return toAddress(row!);
      }),

    /** The whole address is sent again (a shared address has no default to keep). */
    async updateAddress(groupId: number, userId: number, addressId: number, input: AddressInput) {
      await memberWith(db, groupId, userId, may.editShared);
      const [row] = await db
        .update(userAddresses)
        .set({ ...input, ...regionNames(input.districtCode), isDefault: false })
        .where(ofGroup(groupId, addressId))
        .returning();
      if (!row) throw notFound();
      return toAddress(row);
    },

    async removeAddress(groupId: number, userId: number, addressId: number) {
      await memberWith(db, groupId, userId, may.editShared);
      if ((await db.delete(userAddresses).where(ofGroup(groupId, addressId)).returning({ id: userAddresses.id })).length === 0) throw notFound();
      return { id: addressId };
    },

    async invoiceTitles(groupId: number, userId: number) {
      await membershipOf(db, groupId, userId);
      const rows = await db.select().from(labGroupInvoiceTitles).where(eq(labGroupInvoiceTitles.groupId, groupId)).orderBy(asc(labGroupInvoiceTitles.id));
      return { items: rows.map((row) => ({ id: row.id, invoice: row.invoice })) };
    },

    async addInvoiceTitle(groupId: number, userId: number, invoice: Record<string, string>) {
      await memberWith(db, groupId, userId, may.editShared);
      const [held] = await db.select({ n: count() }).from(labGroupInvoiceTitles).where(eq(labGroupInvoiceTitles.groupId, groupId));
      if ((held?.n ?? 0) >= MAX_INVOICE_TITLES) throw new AppError(409, 'invoiceTitleLimit', { limit: MAX_INVOICE_TITLES });
      const [row] = await db.insert(labGroupInvoiceTitles).values({ groupId, invoice }).returning();
      return { id: row!.id, invoice: row!.invoice };
    },

    async removeInvoiceTitle(groupId: number, userId: number, titleId: number) {
      await memberWith(db, groupId, userId, may.editShared);
      const gone = await db.delete(labGroupInvoiceTitles).where(and(eq(labGroupInvoiceTitles.groupId, groupId), eq(labGroupInvoiceTitles.id, titleId))).returning({ id: labGroupInvoiceTitles.id });
      if (gone.length === 0) throw notFound();
      return { id: titleId };
    },

    async lists(groupId: number, userId: number) {
      await membershipOf(db, groupId, userId);
      const items = await db
        .select({ id: labLists.id, name: labLists.name, updatedAt: labLists.updatedAt, ownerId: labLists.userId, ownerName: users.nickname, lineCount: sql<number>`count(${labListItems.id})::int` })
        .from(labLists)
        .innerJoin(users, eq(users.id, labLists.userId))
        .leftJoin(labListItems, eq(labListItems.listId, labLists.id))
        .where(eq(labLists.labGroupId, groupId))
        .groupBy(labLists.id, users.nickname)
        .orderBy(desc(labLists.updatedAt), desc(labLists.id));
      return { items: items.map((item) => ({ ...item, updatedAt: item.updatedAt.toISOString() })) };
    },

    async list(groupId: number, userId: number, listId: number, lang: Lang) {
      await membershipOf(db, groupId, userId);
      const [list] = await db.select().from(labLists).where(and(eq(labLists.id, listId), eq(labLists.labGroupId, groupId)));
      if (!list) throw notFound();
      const lines = await createLabListRepository(db).listLines(list.id);
      return { id: list.id, name: list.name, updatedAt: list.updatedAt.toISOString(), lines: lines.map((line) => toListLine(line, lang)) };
    },

    /** Shares one of the caller's own lists with the group (a list belongs to one group at a time). */
    async shareList(groupId: number, userId: number, listId: number) {
      await memberWith(db, groupId, userId, may.editShared);
      const shared = await db.update(labLists).set({ labGroupId: groupId }).where(and(eq(labLists.id, listId), eq(labLists.userId, userId))).returning({ id: labLists.id });
      if (shared.length === 0) throw notFound();
      return { id: listId };
    },

    /** The list's owner, or a group owner, takes it back from the group; it stays its owner's list. */
    async unshareList(groupId: number, userId: number, listId: number) {
      const me = await membershipOf(db, groupId, userId);
      const owner = hasRole(me, may.manage);
      const gone = await db
        .update(labLists)
        .set({ labGroupId: null })
        .where(and(eq(labLists.id, listId), eq(labLists.labGroupId, groupId), owner ? undefined : eq(labLists.userId, userId)))
        .returning({ id: labLists.id });
      if (gone.length === 0) throw notFound();
      return { id: listId };
    },
  };
}
