import { useTranslation } from '@labmall/shared/i18n/react';
import { usePageMeta, type PageMetaOptions } from '@labmall/shared/ui/use-page-meta';

/** Shown while a remote page downloads: the route's title is already right, and screen readers hear "loading". */
export function PageLoading({ meta }: { meta: PageMetaOptions }) {
  const { t } = useTranslation();
  usePageMeta({ ...meta, provisional: true });
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="skeleton skeleton-title" />
      <span className="skeleton skeleton-line" />
      <span className="skeleton skeleton-line" />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
