import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { formatPrice } from '@labmall/shared/format/currency';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { RANKING_SIZE, type RankedProduct } from '../api/get-product-ranking';
import { imageForWidth } from '@labmall/shared/catalog/image-size';

/** The top products of one category, numbered by sales rank. */
export function RankingList({ items }: { items: RankedProduct[] }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <ol className="ranking-list">
      {items.slice(0, RANKING_SIZE).map((item, i) => (
        <li key={item.id}>
          <span className="ranking-number" aria-hidden="true">{i + 1}</span>
          {/* No image: a decorative box of the same size (an empty src would make the browser fetch the page). */}
          {item.image ? <img src={imageForWidth(item.image, 56)} alt="" width={56} height={56} loading="lazy" /> : <span className="ranking-image" aria-hidden="true" />}
          <span className="ranking-text">
            {/* The number is drawn for the eye; screen readers get the rank in the link text. */}
            <Link to={localize(`/product/${item.id}`)} aria-label={t('catalog.home.rankedProduct', { rank: i + 1, name: item.name })}>
              {item.name}
            </Link>
            <span className="ranking-meta">
              {item.brand.name} · {formatPrice(item.price)} · {t('catalog.home.sold', { count: item.sales })}
            </span>
          </span>
        </li>
      ))}
    </ol>
  );
}
