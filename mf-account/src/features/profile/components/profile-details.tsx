import { useTranslation } from '@labmall/shared/i18n/react';
import type { Profile } from '../api/profile-types';

const SHOWN = ['account', 'nickname', 'institution', 'laboratory', 'mobile', 'email'] as const;

/** The profile as a definition list; an empty optional field says it was not given rather than showing nothing. */
export function ProfileDetails({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const labels: Record<(typeof SHOWN)[number], string> = {
    account: t('accountProfile.fields.account'),
    nickname: t('accountProfile.fields.nickname'),
    institution: t('accountProfile.fields.institution'),
    laboratory: t('accountProfile.fields.laboratory'),
    mobile: t('accountProfile.fields.mobile'),
    email: t('accountProfile.fields.email'),
  };
  return (
    <dl className="profile-details">
      {SHOWN.map((field) => (
        <div key={field}>
          <dt>{labels[field]}</dt>
          <dd>{profile[field] || <span className="profile-missing">{t('accountProfile.notGiven')}</span>}</dd>
        </div>
      ))}
    </dl>
  );
}
