import { sql } from 'drizzle-orm';
import { JOB_LOCK_KEYS } from '../../db/job-lock-keys';
import type { Db } from '../../db/types';
import { AppError, notFound } from '../../lib/app-error';
import { recordAudit, type StaffActor } from '../staff/audit';
import { catalogueWrite, isForeignKeyViolation } from './catalogue-write';
import { createCategoryAdminRepository } from './category-repository';
import type { CategoryNode, CategoryReorderInput, CategorySaveInput } from './category-schemas';
import { rebuildSearchText } from './search-text';

const inUse = () => new AppError(409, 'categoryInUse');

/** Tree edits one at a time (job-lock-keys.ts categoryTreeChange), until the transaction ends. */
const lockCategoryTree = (tx: Db) => tx.execute(sql`SELECT pg_advisory_xact_lock(${JOB_LOCK_KEYS.categoryTreeChange})`);
const badParent = () => new AppError(400, 'categoryParentInvalid');

/** The category tree of the console. The shop shows two levels, so a category sits at the top or under a top one. */
export function createCategoryAdminService(db: Db) {
  return {
    async tree(): Promise<CategoryNode[]> {
      const repository = createCategoryAdminRepository(db);
      const [rows, counts] = await Promise.all([repository.listAll(), repository.productCounts()]);
      const direct = new Map(counts.map((row) => [row.categoryId, Number(row.count)]));
      const node = (row: (typeof rows)[number]): CategoryNode => {
        const children = rows.filter((child) => child.parentId === row.id).map(node);
        const productCount = (direct.get(row.id) ?? 0) + children.reduce((sum, child) => sum + child.productCount, 0);
        return { ...row, productCount, children };
      };
      return rows.filter((row) => row.parentId === null).map(node);
    },

    /** Creates (last among its siblings) or updates a category; answers its id. */
    async save(actor: StaffActor, input: CategorySaveInput): Promise<{ id: number }> {
      return catalogueWrite(db, async (tx) => {
        await lockCategoryTree(tx);
        const repository = createCategoryAdminRepository(tx);
        if (input.parentId !== null) {
          const parent = await repository.find(input.parentId);
          if (!parent || parent.parentId !== null || parent.id === input.id) throw badParent();
        }
        const fields = { parentId: input.parentId, icon: input.icon, name: input.name };
        if (input.id === undefined) {
          const created = await repository.insert(fields);
          await recordAudit(tx, actor, { action: 'category.create', entity: 'category', entityId: created.id, after: created });
          return { id: created.id };
        }
        const before = await repository.find(input.id);
        if (!before) throw notFound();
        const moved = before.parentId !== input.parentId;
        if (moved && input.parentId !== null && (await repository.childIds(input.id)).length > 0) throw badParent();
        if (moved && input.parentId === null && (await repository.hasProducts(input.id))) throw new AppError(400, 'productCategoryInvalid');
        const after = await repository.update(input.id, fields, moved);
        // Shoppers find products by their sub-category's name too: a renamed category renames that word.
        if (JSON.stringify(before.name) !== JSON.stringify(after.name)) {
          for (const productId of await repository.productIds(input.id)) await rebuildSearchText(tx, productId);
        }
        await recordAudit(tx, actor, { action: 'category.update', entity: 'category', entityId: input.id, before, after });
        return { id: input.id };
      });
    },

    /** The new order of one parent's children: every current child exactly once, else 409 (the list changed). */
    async reorder(actor: StaffActor, input: CategoryReorderInput): Promise<void> {
      await catalogueWrite(db, async (tx) => {
        await lockCategoryTree(tx);
        const repository = createCategoryAdminRepository(tx);
        const current = await repository.childIds(input.parentId);
        const same = current.length === input.ids.length && input.ids.every((id) => current.includes(id));
        if (!same) throw new AppError(409, 'staleRecord');
        for (const [index, id] of input.ids.entries()) await repository.setSort(input.parentId, id, index + 1);
        await recordAudit(tx, actor, {
          action: 'category.reorder', entity: 'category', entityId: input.parentId ?? 0, before: { ids: current }, after: { ids: input.ids },
        });
      });
    },

    /** 409 while it has products or sub-categories. */
    async delete(actor: StaffActor, id: number): Promise<void> {
      try {
        await catalogueWrite(db, async (tx) => {
          await lockCategoryTree(tx);
          const repository = createCategoryAdminRepository(tx);
          const before = await repository.find(id);
          if (!before) throw notFound();
          if ((await repository.childIds(id)).length > 0 || (await repository.hasProducts(id))) throw inUse();
          await repository.delete(id);
          await recordAudit(tx, actor, { action: 'category.delete', entity: 'category', entityId: id, before });
        });
      } catch (error) {
        // A product or sub-category added to it between the check and the delete.
        throw isForeignKeyViolation(error) ? inUse() : error;
      }
    },
  };
}
