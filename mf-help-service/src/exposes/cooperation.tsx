import { useTranslation } from '@labmall/shared/i18n/react';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { AreaRoot } from '../area-root';

/** Business cooperation. */
export default function Cooperation() {
  const { t } = useTranslation();
  const title = usePageMeta({ titleKey: 'routes.service.cooperation' });
  return (
    <AreaRoot>
      <PageHeading title={title} lead={t('pages.help_service.Cooperation')} />
    </AreaRoot>
  );
}
