import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useQuery } from '@labmall/shared/hooks/use-request';
import type { RouteLoader } from '@labmall/shared/data/route-loader';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { AreaRoot } from '../area-root';
import { LoadState } from '../components/load-state';
import { specialOffersQuery } from '../features/offers/api/get-special-offers';
import { OfferActivity } from '../features/offers/components/offer-activity';
import { OfferForms } from '../features/offers/components/offer-forms';
import '../components/help-service.css';

export const loader: RouteLoader = async ({ prefetch }) => {
  await prefetch(specialOffersQuery);
};

/** Time-limited offers: every running sales activity with its discounted SKUs and a countdown (activity redirects here). */
export default function SpecialOffer() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const title = usePageMeta({ titleKey: 'routes.activity.specialOffer', descriptionKey: 'pages.help_service.SpecialOffer' });
  const offers = useQuery(specialOffersQuery);
  return (
    <AreaRoot>
      <div className="hs-page">
        <PageHeading title={title} lead={t('pages.help_service.SpecialOffer')} />
        <LoadState state={offers}>
          {(data) =>
            data.activities.length === 0 && data.forms.length === 0 ? (
              <div className="hs-empty">
                <p>{t('helpService.offers.none')}</p>
                <Link className="button" to={localize('/category')}>{t('helpService.offers.browse')}</Link>
              </div>
            ) : (
              <>
                {data.forms.length > 0 ? <OfferForms forms={data.forms} /> : null}
                {data.activities.map((activity) => <OfferActivity key={activity.id} activity={activity} />)}
              </>
            )
          }
        </LoadState>
      </div>
    </AreaRoot>
  );
}
