import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { formatPrice } from '@labmall/shared/format/currency';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import type { ScenarioBundle } from '../api/scenario-types';
import { lineTotal, stockState } from './stock-state';

/** The items of a bundle, one row per SKU, with the server's bundle total in the footer. */
export function BundleTable({ bundle }: { bundle: ScenarioBundle }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <div className="bundle-table-wrap">
      <table className="bundle-table">
        <caption className="visually-hidden">{t('catalog.scene.tableCaption', { name: bundle.name })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('catalog.scene.product')}</th>
            <th scope="col">{t('catalog.scene.skuCode')}</th>
            <th scope="col">{t('catalog.scene.spec')}</th>
            <th scope="col" className="num">{t('catalog.scene.unitPrice')}</th>
            <th scope="col" className="num">{t('catalog.scene.quantity')}</th>
            <th scope="col" className="num">{t('catalog.scene.lineTotal')}</th>
            <th scope="col">{t('catalog.scene.stock')}</th>
          </tr>
        </thead>
        <tbody>
          {bundle.items.map((item) => {
            const state = stockState(item);
            return (
              <tr key={item.sku.id}>
                <th scope="row">
                  <Link to={localize(`/product/${item.product.id}`)}>{item.product.name}</Link>
                  <span className="bundle-brand">{item.product.brand.name}</span>
                </th>
                <td><code>{item.sku.code}</code></td>
                <td>{[item.sku.spec, item.sku.packageSize].filter(Boolean).join(' · ')}</td>
                <td className="num">{formatPrice(item.sku.price)}</td>
                <td className="num">{item.quantity}</td>
                <td className="num">{formatPrice(lineTotal(item))}</td>
                <td className={`stock-${state}`}>{t(`catalog.scene.stockStates.${state}`, { count: item.sku.stock })}</td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={5}>{t('catalog.scene.total')}</th>
            <td className="num"><strong>{formatPrice(bundle.price)}</strong></td>
            <td />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
