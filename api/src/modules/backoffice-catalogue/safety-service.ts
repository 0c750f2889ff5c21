import type { Db } from '../../db/types';
import { localize, type Lang } from '../../i18n/language';
import { AppError, notFound } from '../../lib/app-error';
import { recordAudit, type StaffActor } from '../staff/audit';
import { catalogueWrite, isUniqueViolation } from './catalogue-write';
import { createSafetyAdminRepository } from './safety-repository';
import type { HazardSaveInput, LotSaveInput } from './safety-schemas';

const lotNumberTaken = () => new AppError(409, 'lotNumberTaken');
const hazardView = (row: { pictograms: string[]; signalWord: string | null; hazardCodes: string[]; unNumber: string | null }) => ({
  pictograms: row.pictograms,
  signalWord: row.signalWord,
  hazardCodes: row.hazardCodes,
  unNumber: row.unNumber,
});

/** A product's GHS label data and its SKUs' lots (the product page and the certificates show them). */
export function createSafetyAdminService(db: Db) {
  return {
    async statements(lang: Lang) {
      const rows = await createSafetyAdminRepository(db).statements();
      return rows.map((row) => ({ code: row.code, text: localize(row.text, lang) }));
    },

    async saveHazard(actor: StaffActor, input: HazardSaveInput): Promise<void> {
      await catalogueWrite(db, async (tx) => {
        const repository = createSafetyAdminRepository(tx);
        if (!(await repository.productExists(input.productId))) throw notFound();
        if ((await repository.knownCodes(input.hazardCodes)) !== input.hazardCodes.length) throw new AppError(400, 'hazardCodeUnknown');
        const before = await repository.hazard(input.productId);
        const after = await repository.saveHazard(input);
        await repository.reviseSheets(input.productId);
        await recordAudit(tx, actor, {
          action: 'hazard.save', entity: 'product', entityId: input.productId, before: before ? hazardView(before) : null, after: hazardView(after),
        });
      });
    },

    /** Removes the label data (the product is then shown as unclassified); a product without any is left as it is. */
    async deleteHazard(actor: StaffActor, productId: number): Promise<void> {
      await catalogueWrite(db, async (tx) => {
        const repository = createSafetyAdminRepository(tx);
        if (!(await repository.productExists(productId))) throw notFound();
        const before = await repository.deleteHazard(productId);
        if (!before) return;
        await repository.reviseSheets(productId);
        await recordAudit(tx, actor, { action: 'hazard.delete', entity: 'product', entityId: productId, before: hazardView(before) });
      });
    },

    /** Creates a lot (all of it remaining) or edits one of the same SKU; answers its id. */
    async saveLot(actor: StaffActor, input: LotSaveInput): Promise<{ id: number }> {
      try {
        return await catalogueWrite(db, async (tx) => {
          const repository = createSafetyAdminRepository(tx);
          const before = input.id === undefined ? undefined : await repository.lot(input.id);
          if (input.id !== undefined && (!before || before.skuId !== input.skuId)) throw notFound();
          if (!before && !(await repository.skuExists(input.skuId))) throw notFound();
          if (await repository.lotNumberTaken(input.lotNumber, input.id)) throw lotNumberTaken();
          const after = before ? await repository.updateLot({ ...input, id: before.id }) : await repository.insertLot(input);
          if (!after) throw new AppError(409, 'lotQuantityTooSmall');
          await recordAudit(tx, actor, { action: before ? 'lot.update' : 'lot.create', entity: 'lot', entityId: after.id, before, after });
          return { id: after.id };
        });
      } catch (error) {
        throw isUniqueViolation(error, 'product_lots_lot_number_unique') ? lotNumberTaken() : error;
      }
    },
  };
}
