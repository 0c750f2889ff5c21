import { useTranslation } from '@labmall/shared/i18n/react';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { LabGroupsOverview } from '../features/lab-groups/components/lab-groups-overview';
import { AreaRoot } from '../area-root';

/** The shopper's lab groups and the form to start one (/{lang}/user/labGroups; needs sign-in). */
export default function UserLabGroups() {
  const { t } = useTranslation();
  const title = usePageMeta({ titleKey: 'routes.user.labGroups' });
  return (
    <AreaRoot>
      <PageHeading title={title} lead={t('labGroups.lead')} />
      <LabGroupsOverview />
    </AreaRoot>
  );
}
