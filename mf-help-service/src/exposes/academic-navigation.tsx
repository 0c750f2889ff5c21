import { useTranslation } from '@labmall/shared/i18n/react';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { AreaRoot } from '../area-root';

/** Academic navigation links. */
export default function AcademicNavigation() {
  const { t } = useTranslation();
  const title = usePageMeta({ titleKey: 'routes.academicNavigation' });
  return (
    <AreaRoot>
      <PageHeading title={title} lead={t('pages.help_service.AcademicNavigation')} />
    </AreaRoot>
  );
}
