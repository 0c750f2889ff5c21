import { useTranslation } from '@labmall/shared/i18n/react';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { AreaRoot } from '../area-root';

/** Shown after a successful exchange. */
export default function ExchangeSuccess() {
  const { t } = useTranslation();
  const title = usePageMeta({ titleKey: 'routes.points.exchangeSuccess' });
  return (
    <AreaRoot>
      <PageHeading title={title} lead={t('pages.points_mall.ExchangeSuccess')} />
    </AreaRoot>
  );
}
