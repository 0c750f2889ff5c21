import { localize, type Lang } from '../../i18n/language';
import { notFound } from '../../lib/app-error';
import { fenToYuan } from '../../lib/money';
import type { ScenarioRepository } from './repository';
import type { ScenarioDetail, ScenarioSummary } from './schemas';

type StoredItem = Awaited<ReturnType<ScenarioRepository['items']>>[number];

/** A SKU as every answer shows it; `onSale` also covers its product, so the bundle page needs no second flag. */
function toSku({ sku, product }: StoredItem, lang: Lang) {
  return {
    ...sku,
    spec: localize(sku.spec, lang),
    price: fenToYuan(sku.price),
    marketPrice: sku.marketPrice !== null && sku.marketPrice > sku.price ? fenToYuan(sku.marketPrice) : null,
    onSale: sku.onSale && product.status === 'on_sale',
  };
}

/** Scenario-based procurement (spec §1): bundles of SKUs bought together. Totals are summed in fen. */
export function createScenarioService(repository: ScenarioRepository) {
  return {
    async list(lang: Lang): Promise<ScenarioSummary[]> {
      return (await repository.list()).map((row) => ({
        id: row.id,
        name: localize(row.name, lang),
        description: localize(row.description, lang),
        image: row.image,
        itemCount: row.itemCount,
        price: fenToYuan(Number(row.priceFen)),
        inStock: Boolean(row.inStock),
      }));
    },
    async detail(id: number, lang: Lang): Promise<ScenarioDetail> {
      const scenario = await repository.find(id);
      if (!scenario) throw notFound();
      const items = await repository.items(id);
      const priceFen = items.reduce((sum, item) => sum + item.sku.price * item.quantity, 0);
      return {
        id: scenario.id,
        name: localize(scenario.name, lang),
        description: localize(scenario.description, lang),
        image: scenario.image,
        price: fenToYuan(priceFen),
        items: items.map((item) => ({
          quantity: item.quantity,
          sku: toSku(item, lang),
          product: { id: item.product.id, name: localize(item.product.name, lang), image: item.product.images[0] ?? '', brand: item.brand },
        })),
      };
    },
  };
}
