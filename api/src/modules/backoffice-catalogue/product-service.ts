import type { Db } from '../../db/types';
import type { Lang } from '../../i18n/language';
import { AppError, notFound } from '../../lib/app-error';
import { fenToYuan } from '../../lib/money';
import { recordAudit, type StaffActor } from '../staff/audit';
import { catalogueWrite } from './catalogue-write';
import { assertUploadedImages } from './image-store';
import { listProducts } from './product-list';
import { createProductAdminRepository, type ProductFields } from './product-repository';
import type { ProductListInput, ProductRecord, ProductSaveInput } from './product-schemas';
import { readRelated } from './related-service';
import { rebuildSearchText } from './search-text';

const stale = () => new AppError(409, 'staleRecord');

/** Products in the console: the list, the whole record, create and edit (never stock: see stock.ts), on/off sale. */
export function createProductAdminService(db: Db) {
  return {
    list: (input: ProductListInput, lang: Lang) => listProducts(db, input, lang),

    async record(id: number): Promise<ProductRecord> {
      const repository = createProductAdminRepository(db);
      const product = await repository.find(id);
      if (!product) throw notFound();
      const [skus, hazard, related] = await Promise.all([repository.skus(id), repository.hazard(id), readRelated(db, id)]);
      const lots = await repository.lots(skus.map(({ row }) => row.id));
      return {
        ...product,
        skus: skus.map(({ row, version }) => ({
          id: row.id,
          version,
          code: row.code,
          spec: row.spec,
          packageSize: row.packageSize,
          purity: row.purity,
          price: fenToYuan(row.price),
          marketPrice: row.marketPrice === null ? null : fenToYuan(row.marketPrice),
          stock: row.stock,
          maxPerOrder: row.maxPerOrder,
          onSale: row.onSale,
          sort: row.sort,
          lots: lots
            .filter((lot) => lot.skuId === row.id)
            .map(({ id, lotNumber, manufacturedOn, expiresOn, quantity, remaining, results }) => ({ id, lotNumber, manufacturedOn, expiresOn, quantity, remaining, results })),
        })),
        hazard: hazard
          ? { pictograms: hazard.pictograms, signalWord: hazard.signalWord ?? null, hazardCodes: hazard.hazardCodes, unNumber: hazard.unNumber }
          : null,
        related,
      };
    },

    /** Creates or edits a product (an edit only at the version it was read at); answers its id and new version. */
    async save(actor: StaffActor, input: ProductSaveInput): Promise<{ id: number; version: string }> {
      return catalogueWrite(db, async (tx) => {
        const repository = createProductAdminRepository(tx);
        const before = input.id === undefined ? undefined : await repository.find(input.id);
        if (input.id !== undefined && !before) throw notFound();
        if (before && before.version !== input.version) throw stale();
        if (!(await repository.isSubCategory(input.categoryId))) throw new AppError(400, 'productCategoryInvalid');
        await assertUploadedImages(tx, input.images);
        const fields: ProductFields = {
          categoryId: input.categoryId,
          brandId: await repository.brandId(input.brand),
          name: input.name,
          summary: input.summary,
          description: input.description,
          casNumber: input.casNumber,
          formula: input.formula,
          specs: input.specs,
          images: input.images,
          status: input.status,
          // Left out of the body: the class stays as it was (a new product has none).
          ...(input.regulatedClass !== undefined ? { regulatedClass: input.regulatedClass } : {}),
        };
        // The version was checked above; the UPDATE checks it again, against an edit committed meanwhile.
        const saved = before ? await repository.update(before.id, input.version!, fields) : await repository.insert(fields);
        if (!saved) throw stale();
        await rebuildSearchText(tx, saved.id);
        const after = await repository.find(saved.id);
        await recordAudit(tx, actor, { action: before ? 'product.update' : 'product.create', entity: 'product', entityId: saved.id, before, after });
        return saved;
      });
    },

    /** Puts up to 100 products on or off sale at once (one audit row per product changed); 404, nothing changed, when one is unknown. */
    async setStatus(actor: StaffActor, ids: number[], status: ProductFields['status']): Promise<void> {
      await catalogueWrite(db, async (tx) => {
        const repository = createProductAdminRepository(tx);
        const rows = await repository.statuses(ids);
        if (rows.length !== ids.length) throw notFound();
        const changed = rows.filter((row) => row.status !== status);
        if (changed.length > 0) await repository.setStatus(changed.map((row) => row.id), status);
        for (const row of changed) {
          await recordAudit(tx, actor, { action: 'product.status', entity: 'product', entityId: row.id, before: { status: row.status }, after: { status } });
        }
      });
    },
  };
}
