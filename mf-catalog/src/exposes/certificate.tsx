import { useNavigate, useSearchParams } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import type { RouteLoader } from '@labmall/shared/data/route-loader';
import { AreaRoot } from '../area-root';
import { useBlockQuery } from '../features/home-block/hooks/use-block-query';
import { certificateQuery } from '../features/safety-documents/api/get-certificate';
import { CertificateFinder } from '../features/safety-documents/components/certificate-finder';
import { CertificateView } from '../features/safety-documents/components/certificate-view';
import { lotOf } from '../features/safety-documents/lib/lot-number';
import '../features/safety-documents/components/safety-documents.css';

/** The lot of the URL decides the page: its certificate is fetched before rendering (shareable links). */
export const loader: RouteLoader = async ({ search, prefetch }) => {
  const lot = lotOf(search);
  if (lot) await prefetch(certificateQuery(lot));
};

/** Find a certificate of analysis by lot number (`?lot=`): public, server-rendered, the lot in the URL. */
export default function Certificate() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const lot = lotOf(params);
  // The tab and search results name the lot; the page's heading stays the finder's, the certificate has its own.
  usePageMeta({ titleKey: 'routes.certificate', title: lot ? t('safetyDocs.certificate.title', { lot }) : undefined });
  const result = useBlockQuery(lot ? certificateQuery(lot) : null);
  return (
    <AreaRoot>
      <PageHeading title={t('routes.certificate')} lead={t('safetyDocs.finder.lead')} />
      <CertificateFinder key={lot} initial={lot} onFind={(next) => navigate(`${localize('/certificate')}?lot=${encodeURIComponent(next)}`)} />
      <div aria-live="polite">
        {result.status === 'loading' ? <p className="list-state">{t('safetyDocs.finder.loading')}</p> : null}
        {result.status === 'error' ? (
          <p className="list-state" role="alert">
            {t('safetyDocs.finder.failed')} <button type="button" className="button" onClick={result.retry}>{t('safetyDocs.finder.retry')}</button>
          </p>
        ) : null}
        {result.status === 'ok' && result.data ? <CertificateView certificate={result.data} /> : null}
        {result.status === 'ok' && !result.data ? <p className="list-state" role="status">{t('safetyDocs.finder.notFound', { lot })}</p> : null}
      </div>
    </AreaRoot>
  );
}
