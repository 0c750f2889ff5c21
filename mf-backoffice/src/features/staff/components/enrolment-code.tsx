import { useTranslation } from '@labmall/shared/i18n/react';

/**
 * The enrolment code a grant or a second-factor reset answered: shown this once, for the admin to hand over in
 * person or by phone. Without it the staff member cannot set an authenticator up, so a password alone is not enough.
 */
export function EnrolmentCode({ name, code }: { name: string; code: string }) {
  const { t } = useTranslation();
  return (
    <section className="bo-section bo-enrolment-code" role="status" aria-labelledby="bo-enrolment-code-title">
      <h2 id="bo-enrolment-code-title">{t('backoffice.staff.enrolmentTitle', { name })}</h2>
      <p><code data-testid="enrolment-code">{code}</code></p>
      <p>{t('backoffice.staff.enrolmentLead')}</p>
    </section>
  );
}
