import type { Db } from '../../db/types';
import { AppError, notFound } from '../../lib/app-error';
import { fenToYuan } from '../../lib/money';
import { recordAudit, type StaffActor } from '../staff/audit';
import { catalogueWrite, isUniqueViolation } from './catalogue-write';
import { rebuildSearchText } from './search-text';
import { createSkuAdminRepository, type SkuFields } from './sku-repository';
import type { SkuSaveInput } from './sku-schemas';

const codeTaken = () => new AppError(409, 'skuCodeTaken');

/** The audit's view of a SKU: prices in yuan as staff typed them. */
const audited = (row: SkuFields & { id: number; productId: number; stock?: number }) => ({
  ...row,
  price: fenToYuan(row.price),
  marketPrice: row.marketPrice == null ? null : fenToYuan(row.marketPrice),
});

/** SKUs: create (stock 0) or edit at the version read; never stock itself (stock.ts). */
export function createSkuAdminService(db: Db) {
  return {
    async save(actor: StaffActor, input: SkuSaveInput): Promise<{ id: number; version: string }> {
      const fields: SkuFields = {
        code: input.code,
        spec: input.spec,
        packageSize: input.packageSize,
        purity: input.purity,
        price: input.price,
        marketPrice: input.marketPrice,
        maxPerOrder: input.maxPerOrder,
        onSale: input.onSale,
        sort: input.sort,
      };
      try {
        return await catalogueWrite(db, async (tx) => {
          const repository = createSkuAdminRepository(tx);
          const before = input.id === undefined ? undefined : await repository.find(input.id);
          // A SKU stays with its product: an id of another product's SKU is as unknown as a wrong one.
          if (input.id !== undefined && (!before || before.row.productId !== input.productId)) throw notFound();
          if (!before && !(await repository.productExists(input.productId))) throw notFound();
          if (before && before.version !== input.version) throw new AppError(409, 'staleRecord');
          if (await repository.codeTaken(input.code, input.id)) throw codeTaken();
          const saved = before ? await repository.update(before.row.id, input.version!, fields) : await repository.insert(input.productId, fields);
          if (!saved) throw new AppError(409, 'staleRecord');
          await rebuildSearchText(tx, input.productId);
          await recordAudit(tx, actor, {
            action: before ? 'sku.update' : 'sku.create',
            entity: 'sku',
            entityId: saved.id,
            before: before && audited(before.row),
            after: audited({ ...fields, id: saved.id, productId: input.productId }),
          });
          return saved;
        });
      } catch (error) {
        // Two SKUs given the same new code at the same moment: the unique index lets one through.
        throw isUniqueViolation(error, 'product_skus_code_unique') ? codeTaken() : error;
      }
    },
  };
}
