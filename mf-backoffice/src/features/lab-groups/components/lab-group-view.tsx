import { useId } from 'react';
import { Link, useSearchParams } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { formatDateTime } from '@labmall/shared/format/date';
import { formatPrice } from '@labmall/shared/format/currency';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { LoadFailed, Loading } from '../../../components/load-state';
import { positiveInt } from '../../../lib/list-query';
import { useRegulatedClassText } from '../../../lib/regulated-class';
import { useLabGroup, type LabGroupDetail } from '../api/get-lab-group';
import { PaymentTerms } from './payment-terms';

/** One lab group (`?id=`): its facts, members and roles, verification and permits, its budgets summed, its payment terms. */
export function LabGroupView() {
  const { t, i18n } = useTranslation();
  const localize = useLocalizedPath();
  const id = useId();
  const [search] = useSearchParams();
  const groupId = positiveInt(search.get('id'), 0) || null;
  const request = useLabGroup(groupId);
  const back = <Link to={localize('/backoffice/lab-groups')}>{t('backoffice.labGroups.back')}</Link>;

  if (groupId === null) return <p role="alert">{t('backoffice.labGroups.notFound')} {back}</p>;
  if (request.error && !request.data) return <><LoadFailed error={request.error} onRetry={request.retry} /><p>{back}</p></>;
  if (!request.data) return <Loading />;
  const g = request.data;
  const address = g.address ? [g.address.province, g.address.city, g.address.district, g.address.detail, g.address.postcode].filter(Boolean).join(' ') : '—';
  const facts: Array<[string, string]> = [
    [t('backoffice.labGroups.columns.institution'), g.institution],
    [t('backoffice.labGroups.address'), address],
    [t('backoffice.labGroups.overBudget'), t(`backoffice.labGroups.overBudgetRule.${g.overBudget}`)],
    [t('backoffice.labGroups.columns.createdAt'), formatDateTime(g.createdAt, i18n.language)],
  ];
  return (
    <div aria-busy={request.loading || undefined}>
      <section aria-labelledby={`${id}-facts`}>
        <h2 id={`${id}-facts`}>{g.name}</h2>
        <dl className="quotation-facts">{facts.map(([label, value]) => <div key={label}><dt>{label}</dt><dd>{value}</dd></div>)}</dl>
      </section>
      <Members group={g} />
      <Standing group={g} />
      <Budgets group={g} />
      <PaymentTerms groupId={g.id} />
      <p>{back}</p>
    </div>
  );
}

function Members({ group }: { group: LabGroupDetail }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <section aria-labelledby={`${id}-members`}>
      <h2 id={`${id}-members`}>{t('backoffice.labGroups.members')}</h2>
      <table className="bo-table">
        <caption>{t('backoffice.labGroups.membersCaption', { count: group.members.length })}</caption>
        <thead>
          <tr>
            {(['name', 'account', 'roles', 'joinedAt'] as const).map((c) => <th key={c} scope="col">{t(`backoffice.labGroups.memberColumns.${c}`)}</th>)}
          </tr>
        </thead>
        <tbody>
          {group.members.map((m) => (
            <tr key={m.userId}>
              <th scope="row">{m.name}</th>
              <td>{m.account}</td>
              <td>{m.roles.map((role) => t(`labGroups.roles.${role}`)).join(t('backoffice.verifications.listSeparator'))}</td>
              <td><time dateTime={m.joinedAt}>{formatDateTime(m.joinedAt, i18n.language)}</time></td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Standing({ group }: { group: LabGroupDetail }) {
  const { t, i18n } = useTranslation();
  const localize = useLocalizedPath();
  const id = useId();
  const classText = useRegulatedClassText();
  const { verified, permits, latest } = group.verification;
  return (
    <section aria-labelledby={`${id}-standing`}>
      <h2 id={`${id}-standing`}>{t('backoffice.labGroups.verification')}</h2>
      <p><strong>{t(verified ? 'backoffice.labGroups.verified' : 'backoffice.labGroups.notVerified')}</strong></p>
      {permits.length === 0 ? <p>{t('backoffice.labGroups.noPermits')}</p> : (
        <table className="bo-table">
          <caption>{t('backoffice.labGroups.permitsCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('backoffice.verifications.permitColumns.class')}</th>
              <th scope="col">{t('backoffice.verifications.permitColumns.expiresOn')}</th>
              <th scope="col">{t('backoffice.verifications.columns.status')}</th>
            </tr>
          </thead>
          <tbody>
            {permits.map((p) => (
              <tr key={p.class}>
                <th scope="row">{classText(p.class)}</th>
                <td><time dateTime={p.expiresOn}>{p.expiresOn}</time></td>
                <td>{t(p.valid ? 'backoffice.labGroups.valid' : 'backoffice.labGroups.expired')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {latest ? (
        <p>
          {t('backoffice.labGroups.latest', { status: t(`backoffice.verifications.status.${latest.status}`) })}
          {' · '}<time dateTime={latest.submittedAt}>{formatDateTime(latest.submittedAt, i18n.language)}</time>
          {' · '}<Link to={localize(`/backoffice/verification?id=${latest.id}`)}>{t('backoffice.labGroups.openLatest')}</Link>
        </p>
      ) : null}
    </section>
  );
}

function Budgets({ group }: { group: LabGroupDetail }) {
  const { t } = useTranslation();
  const id = useId();
  const b = group.budgets;
  const facts: Array<[string, string]> = [
    [t('backoffice.labGroups.budgetFacts.count'), String(b.count)],
    [t('backoffice.labGroups.budgetFacts.activeCount'), String(b.activeCount)],
    [t('backoffice.labGroups.budgetFacts.amount'), formatPrice(b.amount)],
    [t('backoffice.labGroups.budgetFacts.reserved'), formatPrice(b.reserved)],
    [t('backoffice.labGroups.budgetFacts.consumed'), formatPrice(b.consumed)],
    [t('backoffice.labGroups.budgetFacts.remaining'), formatPrice(b.remaining)],
  ];
  return (
    <section aria-labelledby={`${id}-budgets`}>
      <h2 id={`${id}-budgets`}>{t('backoffice.labGroups.budgets')}</h2>
      <dl className="quotation-facts">{facts.map(([label, value]) => <div key={label}><dt>{label}</dt><dd>{value}</dd></div>)}</dl>
    </section>
  );
}
