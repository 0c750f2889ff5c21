import { useTranslation } from '@labmall/shared/i18n/react';
import type { ProductDetail } from '../api/product-types';

/** Brand, and for chemicals the CAS number and formula researchers order by. */
export function ProductFacts({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  return (
    <dl className="product-facts">
      <div>
        <dt>{t('catalog.product.brand')}</dt>
        <dd>{product.brand.name}</dd>
      </div>
      {product.casNumber ? (
        <div>
          <dt>{t('catalog.product.casNumber')}</dt>
          <dd>{product.casNumber}</dd>
        </div>
      ) : null}
      {product.formula ? (
        <div>
          <dt>{t('catalog.product.formula')}</dt>
          <dd>{product.formula}</dd>
        </div>
      ) : null}
      <div>
        <dt>{t('catalog.product.sales')}</dt>
        <dd>{product.sales}</dd>
      </div>
    </dl>
  );
}
