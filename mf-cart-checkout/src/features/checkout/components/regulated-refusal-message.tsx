import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { useRegulatedClassText } from '../hooks/use-regulated-class-text';
import type { RegulatedRefusal } from '../lib/regulated-refusal';

/**
 * A regulated-chemical refusal in the shopper's words (not the server's message): what is missing and, when it is the
 * group's verification or permit, a link to the group's page where its owner submits them.
 */
export function RegulatedRefusalMessage({ refusal, groupId }: { refusal: RegulatedRefusal; groupId: number | undefined }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const classText = useRegulatedClassText();
  const groupLink = groupId === undefined ? null : (
    <> <Link to={localize(`/user/labGroup/${groupId}`)}>{t('checkout.regulated.refused.groupPage')}</Link></>
  );
  switch (refusal.reason) {
    case 'REGULATED_NEEDS_GROUP':
      return <p className="form-error">{t('checkout.regulated.refused.needsGroup')}</p>;
    case 'REGULATED_GROUP_UNVERIFIED':
      return <p className="form-error">{t('checkout.regulated.refused.unverified')}{groupLink}</p>;
    case 'REGULATED_PERMIT_MISSING':
      return (
        <p className="form-error">
          {refusal.expiresOn
            ? t('checkout.regulated.refused.permitExpired', { class: classText(refusal.class), date: refusal.expiresOn })
            : t('checkout.regulated.refused.permitMissing', { class: classText(refusal.class) })}
          {groupLink}
        </p>
      );
    case 'END_USE_REQUIRED':
      return <p className="form-error">{t('checkout.regulated.refused.endUse', { min: refusal.min, max: refusal.max })}</p>;
  }
}
