import { useParams } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { ApprovalPage } from '../features/lab-approvals/components/approval-page';
import { AreaRoot } from '../area-root';

/** One approval request: expects the route parameter `:id` (one the shopper asked for or may decide; else "not found"). */
export default function UserApproval() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const title = usePageMeta({ titleKey: 'routes.user.approval', trail: [{ label: t('routes.user.approvals'), to: localize('/user/approvals') }] });
  const id = Number(useParams().id);
  return (
    <AreaRoot>
      <PageHeading title={title} lead={t('approvals.detailLead')} />
      <ApprovalPage key={id} id={id} />
    </AreaRoot>
  );
}
