import { useId, type ReactNode } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import type { RecommendedProduct } from '../api/recommended-product';
import type { ExposureSource } from '../api/record-exposures';
import { useRecommendations, type Loader } from '../hooks/use-recommendations';
import { useExposureReport } from '../hooks/use-exposure-report';

export type RenderCard = (product: RecommendedProduct) => ReactNode;

interface RecommendationListProps {
  productId: number;
  title: string;
  load: Loader;
  source: ExposureSource;
  renderCard: RenderCard;
}

/** A titled grid of product cards; it disappears when its call fails or finds nothing (never breaks the page). */
export function RecommendationList({ productId, title, load, source, renderCard }: RecommendationListProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const state = useRecommendations(productId, load);
  const items = state.status === 'ready' ? state.items.filter((p) => p.id !== productId) : undefined;
  useExposureReport(items?.map((p) => p.id), source);

  if (state.status === 'failed' || (items && items.length === 0)) return null;
  return (
    <section className="product-section recommendation-list" aria-labelledby={titleId} aria-busy={state.status === 'loading'}>
      <h2 id={titleId}>{title}</h2>
      {items ? (
        <ul className="recommendation-grid">
          {items.map((product) => (
            <li key={product.id}>{renderCard(product)}</li>
          ))}
        </ul>
      ) : (
        <div className="recommendation-grid">
          <span className="visually-hidden">{t('common.loading')}</span>
          {[0, 1, 2, 3].map((n) => (
            <span key={n} className="skeleton recommendation-skeleton" />
          ))}
        </div>
      )}
    </section>
  );
}
