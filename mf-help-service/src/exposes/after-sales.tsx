import { useSearchParams } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useAppStore } from '@labmall/shared/store/app-store';
import { useHydrated } from '@labmall/shared/ssr/use-hydrated';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { AreaRoot } from '../area-root';
import { AfterSalesPanel } from '../features/after-sales/components/after-sales-panel';
import { SignInPrompt } from '../features/after-sales/components/sign-in-prompt';
import '../components/help-service.css';

/**
 * service/afterSales: a signed-in shopper requests after-sales on one of their paid orders (query `orderNo`
 * pre-fills it, as the order detail's link does). The server renders the guest's view; the rest is the browser's.
 */
export default function AfterSales() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const loggedIn = useAppStore((s) => s.auth.loggedIn) && hydrated;
  const busy = useAppStore((s) => s.auth.busy);
  const userId = useAppStore((s) => s.auth.user?.id);
  const [search, setSearch] = useSearchParams();
  const orderNo = (search.get('orderNo') ?? '').trim();
  const title = usePageMeta({ titleKey: 'routes.service.afterSales', descriptionKey: 'pages.help_service.AfterSales' });
  return (
    <AreaRoot>
      <div className="hs-page">
        <PageHeading title={title} lead={t('pages.help_service.AfterSales')} />
        {loggedIn ? (
          <AfterSalesPanel userKey={String(userId ?? '')} orderNo={orderNo} onOrderChange={(next) => setSearch(next ? { orderNo: next } : {}, { replace: true })} />
        ) : hydrated && busy ? (
          <p className="hs-loading" role="status">{t('helpService.common.loading')}</p>
        ) : (
          <SignInPrompt />
        )}
      </div>
    </AreaRoot>
  );
}
