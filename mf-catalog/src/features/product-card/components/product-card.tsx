import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { formatCurrency } from '@labmall/shared/format/currency';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import type { ProductCardData } from '@labmall/shared/catalog/types';
import { FavouriteHeart } from './favourite-heart';
import './product-card.css';
import { imageForWidth } from '@labmall/shared/catalog/image-size';

/** The API's ProductCard (docs/catalog-api.md); every list, ranking and "you may also like" row shows it. */
export type { ProductCardData };

type HeadingLevel = 'h2' | 'h3' | 'h4';

/**
 * One product in a grid. Only the name is a link (its ::after stretches over the card), so keyboard and
 * screen-reader users meet one stop per product instead of an image link and a text link.
 */
export function ProductCard({ product, headingLevel: Heading = 'h3' }: { product: ProductCardData; headingLevel?: HeadingLevel }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const amount = formatCurrency(product.price);
  const showMarket = product.marketPrice !== null && product.marketPrice > product.price;
  return (
    <article className={product.inStock ? 'product-card' : 'product-card is-out-of-stock'}>
      <div className="product-card-media">
        {/* alt="": the name right below says what it is; width/height reserve the space (no layout shift). No image:
            the box stays empty (an empty src would make the browser fetch the page). */}
        {product.image ? <img src={imageForWidth(product.image, 240)} alt="" width={240} height={240} loading="lazy" decoding="async" /> : <span className="product-card-image" aria-hidden="true" />}
        {product.isNew ? <span className="product-card-badge">{t('catalog.list.card.new')}</span> : null}
      </div>
      <FavouriteHeart productId={product.id} productName={product.name} className="product-card-heart" />
      <Heading className="product-card-name">
        <Link to={localize(`/product/${product.id}`)}>{product.name}</Link>
      </Heading>
      <p className="product-card-brand">{product.brand.name}</p>
      {product.casNumber || product.formula ? (
        <dl className="product-card-ids">
          {product.casNumber ? (
            <div><dt>{t('catalog.list.card.cas')}</dt><dd>{product.casNumber}</dd></div>
          ) : null}
          {product.formula ? (
            <div><dt>{t('catalog.list.card.formula')}</dt><dd>{product.formula}</dd></div>
          ) : null}
        </dl>
      ) : null}
      <p className="product-card-price">
        <strong>
          {product.skuCount > 1 ? t('catalog.list.card.priceFrom', { amount }) : t('catalog.list.card.price', { amount })}
        </strong>
        {showMarket ? (
          <s>
            <span className="visually-hidden">{t('catalog.list.card.marketPrice')} </span>
            {t('catalog.list.card.price', { amount: formatCurrency(product.marketPrice) })}
          </s>
        ) : null}
      </p>
      {product.inStock ? null : <p className="product-card-stock">{t('catalog.list.card.outOfStock')}</p>}
    </article>
  );
}
