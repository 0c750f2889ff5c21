import { useState } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import type { Sku } from '../api/get-product';
import { SkuRow } from './sku-row';
import { StockDialog } from './stock-dialog';
import { LotsDialog } from './lots-dialog';

/** The product's SKUs edited in place, new ones added as rows; stock and lots per SKU in dialogs. */
export function SkuTable({ productId, skus, onChanged }: { productId: number; skus: Sku[]; onChanged: () => void }) {
  const { t } = useTranslation();
  const [drafts, setDrafts] = useState<number[]>([]);
  const [stockFor, setStockFor] = useState<Sku | null>(null);
  const [lotsFor, setLotsFor] = useState<Sku | null>(null);
  const columns = ['code', 'spec', 'packageSize', 'purity', 'price', 'marketPrice', 'maxPerOrder', 'onSale', 'stockColumn'];
  return (
    <section aria-labelledby="bo-skus-title">
      <h2 id="bo-skus-title">{t('backoffice.sku.title')}</h2>
      <div className="bo-table-wrap">
        <table className="bo-table">
          <caption>{t('backoffice.sku.caption', { count: skus.length })}</caption>
          <thead>
            <tr>{columns.map((column) => <th key={column} scope="col">{t(`backoffice.sku.${column}`)}</th>)}</tr>
          </thead>
          <tbody>
            {skus.map((sku, index) => (
              <SkuRow
                key={`${sku.id}|${sku.version}`} productId={productId} sku={sku} index={index} onSaved={onChanged} onReload={onChanged}
                onStock={() => setStockFor(sku)} onLots={() => setLotsFor(sku)}
              />
            ))}
            {drafts.map((draft, n) => (
              <SkuRow
                key={`new-${draft}`} productId={productId} sku={null} index={skus.length + n} onReload={onChanged}
                onSaved={() => {
                  setDrafts((list) => list.filter((d) => d !== draft));
                  onChanged();
                }}
              />
            ))}
          </tbody>
        </table>
      </div>
      <button type="button" className="button" onClick={() => setDrafts((list) => [...list, Date.now()])}>{t('backoffice.sku.add')}</button>
      {stockFor ? <StockDialog sku={stockFor} onClose={() => setStockFor(null)} onChanged={onChanged} /> : null}
      {lotsFor ? <LotsDialog sku={skus.find((s) => s.id === lotsFor.id) ?? lotsFor} onClose={() => setLotsFor(null)} onChanged={onChanged} /> : null}
    </section>
  );
}
