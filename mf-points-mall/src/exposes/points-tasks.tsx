import { useTranslation } from '@labmall/shared/i18n/react';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { AreaRoot } from '../area-root';
import { TaskList } from '../features/tasks/components/task-list';
import '../components/mall.css';

/** Tasks that earn points (/{lang}/pointsMall/pointsTasks; sign-in): each verified by the server, once per its period. */
export default function PointsTasks() {
  const { t } = useTranslation();
  const title = usePageMeta({ titleKey: 'routes.points.pointsTasks' });
  return (
    <AreaRoot>
      <PageHeading title={title} lead={t('pages.points_mall.PointsTasks')} />
      <TaskList />
    </AreaRoot>
  );
}
