import { useTranslation } from '@labmall/shared/i18n/react';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { AreaRoot } from '../area-root';

/** Search results for the query keyword. */
export default function Search() {
  const { t } = useTranslation();
  const title = usePageMeta({ titleKey: 'routes.search' });
  return (
    <AreaRoot>
      <PageHeading title={title} lead={t('pages.catalog.Search')} />
    </AreaRoot>
  );
}
