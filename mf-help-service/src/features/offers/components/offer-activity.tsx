import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { formatCurrency } from '@labmall/shared/format/currency';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import type { OfferActivity as Activity } from '../api/get-special-offers';
import { OfferCountdown } from './offer-countdown';

/** One running activity: its name, time left and the discounted products linking to their pages. */
export function OfferActivity({ activity }: { activity: Activity }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <section className="hs-card" aria-labelledby={`offer-${activity.id}`}>
      <h2 id={`offer-${activity.id}`}>{activity.name}</h2>
      <p className="form-hint"><OfferCountdown endsAt={activity.endsAt} /></p>
      <ul className="hs-offer-items">
        {activity.items.map((item) => (
          <li key={item.skuId}>
            <Link to={localize(`/product/${item.productId}`)}>
              {/* No image: a decorative box of the same size (an empty src would make the browser fetch the page). */}
              {item.image ? <img src={item.image} alt="" loading="lazy" width={200} height={200} /> : <span className="hs-offer-image" aria-hidden="true" />}
              <span>{item.name}</span>
            </Link>
            <p className="form-hint">{item.spec}</p>
            <p>
              <span className="hs-price">¥{formatCurrency(item.price)}</span>
              <span className="hs-list-price"><span className="visually-hidden">{t('helpService.offers.listPrice')} </span>¥{formatCurrency(item.listPrice)}</span>
            </p>
            <p className="hs-status">{t('helpService.offers.off', { percent: item.percentOff })}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
