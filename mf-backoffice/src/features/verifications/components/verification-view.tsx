import { useId, useState } from 'react';
import { Link, useSearchParams } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { formatDateTime } from '@labmall/shared/format/date';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { LoadFailed, Loading } from '../../../components/load-state';
import { SaveResult } from '../../../components/form-alert';
import { StaffFileView } from '../../../components/staff-file';
import { positiveInt } from '../../../lib/list-query';
import { useRegulatedClassText } from '../../../lib/regulated-class';
import { useVerification, type VerificationDetail, type VerificationDoc } from '../api/get-verification';
import { DecisionForm } from './decision-form';

/** One submission (`?id=`): the group, the institution's document, each permit with its scan, and the decision. */
export function VerificationView() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const [search] = useSearchParams();
  const id = positiveInt(search.get('id'), 0) || null;
  const [revision, setRevision] = useState(0);
  const [decided, setDecided] = useState<{ detail: VerificationDetail; done: string } | null>(null);
  const request = useVerification(id, revision);
  const back = <Link to={localize('/backoffice/verifications')}>{t('backoffice.verifications.back')}</Link>;

  if (id === null) return <p role="alert">{t('backoffice.verifications.notFound')} {back}</p>;
  if (request.error && !request.data) return <><LoadFailed error={request.error} onRetry={request.retry} /><p>{back}</p></>;
  if (!request.data) return <Loading />;
  // The decision's answer is the new detail: shown at once, without asking again.
  const v = decided?.detail.id === request.data.id ? decided.detail : request.data;
  return (
    <div aria-busy={request.loading || undefined}>
      <SaveResult done={decided?.done ?? null} />
      <Submission v={v} />
      {v.status === 'pending' ? (
        <DecisionForm
          key={`${v.id}|${revision}`}
          submission={v}
          onReload={() => setRevision((n) => n + 1)}
          onDecided={(detail) => setDecided({ detail, done: t(`backoffice.verifications.decision.done.${detail.status}`, { group: detail.groupName }) })}
        />
      ) : <Decision v={v} />}
      <p>{back}</p>
    </div>
  );
}

function Doc({ doc }: { doc: VerificationDoc }) {
  const { t } = useTranslation();
  return doc ? <StaffFileView file={doc} /> : <>{t('backoffice.verifications.noDocument')}</>;
}

function Submission({ v }: { v: VerificationDetail }) {
  const { t, i18n } = useTranslation();
  const localize = useLocalizedPath();
  const id = useId();
  const classText = useRegulatedClassText();
  const facts: Array<[string, string]> = [
    [t('backoffice.verifications.columns.status'), t(`backoffice.verifications.status.${v.status}`)],
    [t('backoffice.verifications.columns.institution'), v.institution],
    [t('backoffice.verifications.columns.submittedBy'), v.submittedBy ? `${v.submittedBy.name} · ${v.submittedBy.account}` : '—'],
    [t('backoffice.verifications.columns.submittedAt'), formatDateTime(v.submittedAt, i18n.language)],
  ];
  return (
    <>
      <section aria-labelledby={`${id}-facts`}>
        <h2 id={`${id}-facts`}>
          <Link to={localize(`/backoffice/lab-group?id=${v.groupId}`)}>{v.groupName}</Link>
        </h2>
        <dl className="quotation-facts">{facts.map(([label, value]) => <div key={label}><dt>{label}</dt><dd>{value}</dd></div>)}</dl>
      </section>
      <section aria-labelledby={`${id}-docs`}>
        <h2 id={`${id}-docs`}>{t('backoffice.verifications.documents')}</h2>
        <p className="bo-hint">{t('backoffice.verifications.documentsHint')}</p>
        <dl className="quotation-facts">
          <div><dt>{t('backoffice.verifications.institutionDocument')}</dt><dd><Doc doc={v.institutionDocument} /></dd></div>
        </dl>
        <table className="bo-table">
          <caption>{t('backoffice.verifications.permitsCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('backoffice.verifications.permitColumns.class')}</th>
              <th scope="col">{t('backoffice.verifications.permitColumns.number')}</th>
              <th scope="col">{t('backoffice.verifications.permitColumns.expiresOn')}</th>
              <th scope="col">{t('backoffice.verifications.permitColumns.file')}</th>
            </tr>
          </thead>
          <tbody>
            {v.permits.map((p) => (
              <tr key={p.class}>
                <th scope="row">{classText(p.class)}</th>
                <td>{p.number}</td>
                <td><time dateTime={p.expiresOn}>{p.expiresOn}</time></td>
                <td><Doc doc={p.document} /></td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}

function Decision({ v }: { v: VerificationDetail }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const classText = useRegulatedClassText();
  return (
    <section aria-labelledby={`${id}-decision`}>
      <h2 id={`${id}-decision`}>{t(`backoffice.verifications.status.${v.status}`)}</h2>
      {v.decidedAt ? <p>{t('backoffice.verifications.decidedAt')} <time dateTime={v.decidedAt}>{formatDateTime(v.decidedAt, i18n.language)}</time></p> : null}
      {v.granted && v.granted.length > 0 ? (
        <ul>
          {v.granted.map((g) => (
            <li key={g.class}>
              {t('backoffice.verifications.granted', { class: classText(g.class), date: g.expiresOn })}
              {' '}({t(g.valid ? 'backoffice.verifications.valid' : 'backoffice.verifications.expired')})
            </li>
          ))}
        </ul>
      ) : null}
      <p>{t('backoffice.verifications.decisionNote')}: {v.decisionNote || '—'}</p>
    </section>
  );
}
