import type { Db } from '../../db/types';
import { AppError, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../backoffice-catalogue/catalogue-write';
import { recordAudit, type StaffActor } from '../staff/audit';
import { createGoodsRepository, type GoodsFields } from './goods-repository';
import type { GoodsSaveInput } from './goods-schemas';

const codeTaken = () => new AppError(409, 'pointsCodeTaken');

/**
 * Points goods: create (stock 0) or edit at the version read (409 staleRecord otherwise); never stock itself
 * (stock.ts). The storefront's points mall reads these rows uncached, so a change shows on the next request.
 */
export function createGoodsService(db: Db) {
  const reads = createGoodsRepository(db);
  return {
    list: reads.list,
    options: reads.options,

    async detail(id: number) {
      const found = await reads.find(id);
      if (!found) throw notFound();
      return reads.detailOf(found);
    },

    async save(actor: StaffActor, input: GoodsSaveInput): Promise<{ id: number; version: string }> {
      const { id, version, ...fields } = input;
      const values: GoodsFields = fields;
      try {
        return await db.transaction(async (tx) => {
          const repository = createGoodsRepository(tx);
          const before = id === undefined ? undefined : await repository.find(id);
          if (id !== undefined && !before) throw notFound();
          if (before && before.version !== version) throw new AppError(409, 'staleRecord');
          if (!(await repository.references(values.categoryId, values.couponTemplateId ?? null))) throw notFound();
          if (await repository.codeTaken(values.code, id)) throw codeTaken();
          const saved = before ? await repository.update(before.row.id, version!, values) : await repository.insert(values);
          if (!saved) throw new AppError(409, 'staleRecord');
          const { createdAt: _c, updatedAt: _u, stock: _s, ...was } = before?.row ?? ({} as Record<string, unknown>);
          await recordAudit(tx, actor, { action: before ? 'points_good.update' : 'points_good.create', entity: 'points_good', entityId: saved.id, before: before && was, after: values });
          return saved;
        });
      } catch (error) {
        // Two goods given the same new code at the same moment: the unique index lets one through.
        throw isUniqueViolation(error, 'points_products_code_unique') ? codeTaken() : error;
      }
    },
  };
}
