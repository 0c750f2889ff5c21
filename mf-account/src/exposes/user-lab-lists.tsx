import { useTranslation } from '@labmall/shared/i18n/react';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { LabListsOverview } from '../features/lab-lists/components/lab-lists-overview';
import { AreaRoot } from '../area-root';

/** The shopper's lab lists: open one, start one, import one from CSV/XLSX (/{lang}/user/labLists; needs sign-in). */
export default function UserLabLists() {
  const { t } = useTranslation();
  const title = usePageMeta({ titleKey: 'routes.user.labLists' });
  return (
    <AreaRoot>
      <PageHeading title={title} lead={t('labLists.lead')} />
      <LabListsOverview />
    </AreaRoot>
  );
}
