import { useTranslation } from '@labmall/shared/i18n/react';
import { formatDate } from '@labmall/shared/format/date';
import type { VerificationStanding } from '../api/verification-types';
import { standingState } from '../model/standing-state';

// A China date (`YYYY-MM-DD`) read as that calendar day wherever the reader is (not as UTC midnight).
const day = (value: string, language: string) => formatDate(`${value}T00:00:00`, language);

/** The permits the group holds: class in words, number (when the newest submission is the verified one), expiry, valid or expired. */
function PermitsTable({ standing }: { standing: VerificationStanding }) {
  const { t, i18n } = useTranslation();
  const submitted = standing.latest?.status === 'verified' ? standing.latest.permits : [];
  return (
    <table className="lab-group-table">
      <caption>{t('labVerification.permits.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('labVerification.permits.class')}</th>
          <th scope="col">{t('labVerification.permits.number')}</th>
          <th scope="col">{t('labVerification.permits.expiresOn')}</th>
          <th scope="col">{t('labVerification.permits.state')}</th>
        </tr>
      </thead>
      <tbody>
        {standing.permits.map((p) => (
          <tr key={p.class}>
            <th scope="row">{t(`labVerification.classes.${p.class}`)}</th>
            <td>{submitted.find((s) => s.class === p.class)?.number ?? '—'}</td>
            <td><time dateTime={p.expiresOn}>{day(p.expiresOn, i18n.language)}</time></td>
            <td className={p.valid ? 'lab-verification-valid' : 'lab-verification-expired'}>
              {p.valid ? t('labVerification.permits.valid') : t('labVerification.permits.expired')}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Where the group stands, for every member: not submitted, pending review, verified (its permits) or rejected (the staff note). */
export function VerificationStandingView({ standing, owner }: { standing: VerificationStanding; owner: boolean }) {
  const { t, i18n } = useTranslation();
  const state = standingState(standing);
  const latest = standing.latest;
  const classes = (latest?.permits ?? []).map((p) => t(`labVerification.classes.${p.class}`)).join(t('labVerification.listSeparator'));
  return (
    <div className="lab-verification-standing">
      <p>
        {t('labVerification.statusLabel')}{' '}
        <strong className={`lab-verification-badge lab-verification-${state}`}>{t(`labVerification.status.${state}`)}</strong>
      </p>
      {state === 'none' ? <p>{owner ? t('labVerification.noneOwner') : t('labVerification.noneMember')}</p> : null}
      {latest?.status === 'pending' ? (
        <p>{t('labVerification.pendingSince', { date: formatDate(latest.submittedAt, i18n.language), classes })}</p>
      ) : null}
      {latest?.status === 'rejected' ? (
        <>
          <p>{t('labVerification.rejectedOn', { date: formatDate(latest.decidedAt ?? latest.submittedAt, i18n.language) })}</p>
          {latest.decisionNote ? <blockquote className="lab-verification-note">{t('labVerification.staffNote', { note: latest.decisionNote })}</blockquote> : null}
          {owner ? <p>{t('labVerification.rejectedOwner')}</p> : null}
        </>
      ) : null}
      {standing.verified && state !== 'verified' ? <p>{t('labVerification.stillVerified')}</p> : null}
      {standing.verified && standing.permits.length > 0 ? <PermitsTable standing={standing} /> : null}
    </div>
  );
}
