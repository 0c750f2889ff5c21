import type { ReactNode } from 'react';
import type { ProductDetail } from '../api/product-types';
import { useProductJsonLd } from '../hooks/use-product-json-ld';
import { ProductGallery } from './product-gallery';
import { CategoryTrail } from './category-trail';
import { ProductFacts } from './product-facts';
import { PurchasePanel } from './purchase-panel';
import { RegulatedNotice } from './regulated-notice';
import { ProductDescription } from './product-description';
import { ProductSpecs } from './product-specs';
import './product-detail.css';

/**
 * Everything the product's own answer shows: gallery, facts, purchase, description and specification sheet.
 * `titleAction` (the page's heart) sits beside the name.
 */
export function ProductDetailView({ product, titleAction }: { product: ProductDetail; titleAction?: ReactNode }) {
  useProductJsonLd(product);
  return (
    <>
      <article className="product-detail">
        <ProductGallery images={product.images} name={product.name} />
        <div className="product-info">
          <CategoryTrail categories={[product.topCategory, product.category]} />
          <div className="product-title">
            <h1>{product.name}</h1>
            {titleAction}
          </div>
          <ProductFacts product={product} />
          {product.summary ? <p className="product-summary">{product.summary}</p> : null}
          {product.regulatedClass ? <RegulatedNotice regulatedClass={product.regulatedClass} /> : null}
          <PurchasePanel key={product.id} skus={product.skus} />
        </div>
      </article>
      <ProductDescription text={product.description} />
      <ProductSpecs specs={product.specs} />
    </>
  );
}
