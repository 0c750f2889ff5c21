import { useTranslation } from '@labmall/shared/i18n/react';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { AreaRoot } from '../area-root';

/** Feedback form. */
export default function Feedback() {
  const { t } = useTranslation();
  const title = usePageMeta({ titleKey: 'routes.service.feedback' });
  return (
    <AreaRoot>
      <PageHeading title={title} lead={t('pages.help_service.Feedback')} />
    </AreaRoot>
  );
}
