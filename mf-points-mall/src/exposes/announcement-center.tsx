import { useTranslation } from '@labmall/shared/i18n/react';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { AreaRoot } from '../area-root';

/** Points-mall announcements. */
export default function AnnouncementCenter() {
  const { t } = useTranslation();
  const title = usePageMeta({ titleKey: 'routes.points.announcementCenter' });
  return (
    <AreaRoot>
      <PageHeading title={title} lead={t('pages.points_mall.AnnouncementCenter')} />
    </AreaRoot>
  );
}
