import { useParams } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { InviteAccept } from '../features/lab-groups/components/invite-accept';
import { AreaRoot } from '../area-root';

/** A lab group's mailed invite: expects the route parameter `:token` (/{lang}/labInvite/{token}; needs sign-in). */
export default function LabInvite() {
  const { t } = useTranslation();
  const title = usePageMeta({ titleKey: 'routes.labInvite' });
  const token = useParams().token ?? '';
  return (
    <AreaRoot>
      <PageHeading title={title} lead={t('labGroups.invite.lead')} />
      <InviteAccept key={token} token={token} />
    </AreaRoot>
  );
}
