import { useParams } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { LabGroupPage, type TermsSlot, type VerificationSlot } from '../features/lab-groups/components/lab-group-page';
import { TermsSection } from '../features/lab-terms/components/terms-section';
import { VerificationSection } from '../features/lab-verification/components/verification-section';
import { AreaRoot } from '../area-root';

// The institution verification (regulated chemicals) is its own feature, composed into the group page here.
const verification: VerificationSlot = (props) => <VerificationSection {...props} />;
// So are the payment terms (pay on invoice).
const terms: TermsSlot = (props) => <TermsSection {...props} />;

/** One lab group: expects the route parameter `:id` (a group the signed-in shopper belongs to; else "not found"). */
export default function UserLabGroup() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const title = usePageMeta({ titleKey: 'routes.user.labGroup', trail: [{ label: t('routes.user.labGroups'), to: localize('/user/labGroups') }] });
  const id = Number(useParams().id);
  return (
    <AreaRoot>
      <PageHeading title={title} lead={t('labGroups.groupLead')} />
      <LabGroupPage key={id} id={id} verification={verification} terms={terms} />
    </AreaRoot>
  );
}
