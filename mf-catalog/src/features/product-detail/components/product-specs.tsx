import { useTranslation } from '@labmall/shared/i18n/react';
import type { ProductDetail } from '../api/product-types';

/** The specification sheet as a real table: researchers compare rows, screen readers read label/value pairs. */
export function ProductSpecs({ specs }: { specs: ProductDetail['specs'] }) {
  const { t } = useTranslation();
  if (specs.length === 0) return null;
  return (
    <section className="product-section" aria-labelledby="product-specs-title">
      <h2 id="product-specs-title">{t('catalog.product.specs')}</h2>
      <table className="product-specs">
        <caption className="visually-hidden">{t('catalog.product.specs')}</caption>
        <thead className="visually-hidden">
          <tr>
            <th scope="col">{t('catalog.product.specName')}</th>
            <th scope="col">{t('catalog.product.specValue')}</th>
          </tr>
        </thead>
        <tbody>
          {specs.map((row, n) => (
            <tr key={`${n}-${row.label}`}>
              <th scope="row">{row.label}</th>
              <td>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
