import { useTranslation } from '@labmall/shared/i18n/react';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { ApprovalsPage } from '../features/lab-approvals/components/approvals-page';
import { AreaRoot } from '../area-root';

/** Lab-group approval requests: "To approve" and "My requests" tabs (/{lang}/user/approvals; needs sign-in). */
export default function UserApprovals() {
  const { t } = useTranslation();
  const title = usePageMeta({ titleKey: 'routes.user.approvals' });
  return (
    <AreaRoot>
      <PageHeading title={title} lead={t('approvals.lead')} />
      <ApprovalsPage />
    </AreaRoot>
  );
}
