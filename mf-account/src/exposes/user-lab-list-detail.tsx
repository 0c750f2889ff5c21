import { useSearchParams } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { LabListDetail } from '../features/lab-lists/components/lab-list-detail';
import { AreaRoot } from '../area-root';

/** One lab list: expects `?id=…` (the signed-in shopper's own list; else "not found"). */
export default function UserLabListDetail() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const title = usePageMeta({ titleKey: 'routes.user.labListDetail', trail: [{ label: t('routes.user.labLists'), to: localize('/user/labLists') }] });
  const id = Number(useSearchParams()[0].get('id'));
  return (
    <AreaRoot>
      <PageHeading title={title} lead={t('labLists.detailLead')} />
      <LabListDetail key={id} id={id} />
    </AreaRoot>
  );
}
