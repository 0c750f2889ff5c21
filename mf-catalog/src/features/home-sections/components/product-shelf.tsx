import type { ReactNode } from 'react';
import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import type { ProductCard } from '../api/home-types';
import './home-sections.css';
import { DeferredProductItem } from '../../../components/deferred-product-item';

interface ProductShelfProps {
  id: string;
  title: string;
  products: ProductCard[];
  /** The page hands in the catalogue's product card: features do not import each other. */
  renderProduct: (product: ProductCard) => ReactNode;
  /** "See all" target, already localized. */
  moreTo?: string;
}

/** A titled row of product cards (recommended, new arrivals). */
export function ProductShelf({ id, title, products, renderProduct, moreTo }: ProductShelfProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={`${id}-title`} className="home-block">
      <div className="home-block-head">
        <h2 id={`${id}-title`}>{title}</h2>
        {moreTo ? <Link to={moreTo}>{t('catalog.home.seeAll')}</Link> : null}
      </div>
      {products.length === 0 ? (
        <p className="block-empty">{t('catalog.home.noProducts')}</p>
      ) : (
        <ul className="product-shelf">
          {products.map((product) => (
            <DeferredProductItem key={product.id} product={product} render={renderProduct} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** Placeholder cards while the shelf loads. */
export function ProductShelfSkeleton({ count = 4 }: { count?: number }) {
  return (
    <div className="product-shelf" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <span key={i} className="skeleton skeleton-card" />
      ))}
    </div>
  );
}
