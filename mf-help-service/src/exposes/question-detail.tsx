import { useTranslation } from '@labmall/shared/i18n/react';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { AreaRoot } from '../area-root';

/** One help question (query name is the title). */
export default function QuestionDetail() {
  const { t } = useTranslation();
  const title = usePageMeta({ titleKey: 'routes.help.questionDetail', titleQuery: 'name' });
  return (
    <AreaRoot>
      <PageHeading title={title} lead={t('pages.help_service.QuestionDetail')} />
    </AreaRoot>
  );
}
