import { useTranslation } from '@labmall/shared/i18n/react';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { AreaRoot } from '../area-root';

/** An activity form (query type and formId). */
export default function CommonForm() {
  const { t } = useTranslation();
  const title = usePageMeta({ titleKey: 'routes.activity.commonForm' });
  return (
    <AreaRoot>
      <PageHeading title={title} lead={t('pages.help_service.CommonForm')} />
    </AreaRoot>
  );
}
