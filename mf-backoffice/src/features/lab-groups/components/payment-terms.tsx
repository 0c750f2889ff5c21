import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { formatDate, formatDateTime } from '@labmall/shared/format/date';
import { formatPrice } from '@labmall/shared/format/currency';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { errorProps, FieldError } from '../../../components/field-error';
import { SaveResult } from '../../../components/form-alert';
import { LoadFailed, Loading } from '../../../components/load-state';
import { readFailure } from '../../../lib/api-failure';
import { saveLabGroupTerms, useLabGroupTerms, type OwedOrder, type TermsView } from '../api/lab-group-terms';
import { checkTerms, MAX_TERM_DAYS, termsBody, type TermsDraft, type TermsProblem } from '../model/terms-form';

const draftOf = (view: TermsView): TermsDraft =>
  view.terms ? { days: String(view.terms.days), creditLimit: String(view.terms.creditLimit), active: view.terms.active } : { days: '30', creditLimit: '', active: true };

/**
 * Pay on invoice (docs/lab-groups.md "Pay on invoice (terms)"): the group's terms, what it owes on them and which
 * term orders are open or overdue, and the form support staff grant, change or switch them off with.
 */
export function PaymentTerms({ groupId }: { groupId: number }) {
  const { t } = useTranslation();
  const id = useId();
  const request = useLabGroupTerms(groupId);
  const [view, setView] = useState<TermsView | undefined>(undefined);
  const shown = view ?? request.data;
  return (
    <section aria-labelledby={`${id}-terms`}>
      <h2 id={`${id}-terms`}>{t('backoffice.labGroups.terms.title')}</h2>
      {request.error && !shown ? <LoadFailed error={request.error} onRetry={request.retry} /> : !shown ? <Loading /> : (
        <>
          <TermsFacts view={shown} />
          <OwedOrders caption={t('backoffice.labGroups.terms.openCaption', { count: shown.orders.length })} orders={shown.orders} />
          <TermsForm view={shown} onSaved={setView} />
        </>
      )}
    </section>
  );
}

function TermsFacts({ view }: { view: TermsView }) {
  const { t, i18n } = useTranslation();
  const terms = view.terms;
  if (!terms) return <p>{t(view.verified ? 'backoffice.labGroups.terms.none' : 'backoffice.labGroups.terms.noneUnverified')}</p>;
  const facts: Array<[string, string]> = [
    [t('backoffice.labGroups.terms.state'), t(terms.active ? 'backoffice.labGroups.terms.active' : 'backoffice.labGroups.terms.off')],
    [t('backoffice.labGroups.terms.days'), t('backoffice.labGroups.terms.daysValue', { count: terms.days })],
    [t('backoffice.labGroups.terms.creditLimit'), formatPrice(terms.creditLimit)],
    [t('backoffice.labGroups.terms.owed'), formatPrice(view.owed)],
    [t('backoffice.labGroups.terms.available'), formatPrice(view.available)],
    [t('backoffice.labGroups.terms.granted'), `${formatDateTime(terms.grantedAt, i18n.language)}${terms.grantedBy ? ` · ${terms.grantedBy.account}` : ''}`],
  ];
  return (
    <>
      <dl className="quotation-facts">{facts.map(([label, value]) => <div key={label}><dt>{label}</dt><dd>{value}</dd></div>)}</dl>
      {view.overdue.length > 0 ? <p role="note" className="bo-error">{t('backoffice.labGroups.terms.overdueNote', { count: view.overdue.length })}</p> : null}
    </>
  );
}

function OwedOrders({ caption, orders }: { caption: string; orders: OwedOrder[] }) {
  const { t, i18n } = useTranslation();
  const localize = useLocalizedPath();
  if (orders.length === 0) return null;
  return (
    <table className="bo-table">
      <caption>{caption}</caption>
      <thead>
        <tr>{(['orderNo', 'buyer', 'amount', 'placedAt', 'dueAt', 'state'] as const).map((c) => <th key={c} scope="col">{t(`backoffice.labGroups.terms.columns.${c}`)}</th>)}</tr>
      </thead>
      <tbody>
        {orders.map((o) => (
          <tr key={o.orderNo}>
            <th scope="row"><Link to={localize(`/backoffice/order?orderNo=${encodeURIComponent(o.orderNo)}`)}>{o.orderNo}</Link></th>
            <td>{o.buyerName}</td>
            <td>{formatPrice(o.amount)}</td>
            <td>{formatDateTime(o.placedAt, i18n.language)}</td>
            <td>{o.dueAt ? formatDate(o.dueAt, i18n.language) : '—'}</td>
            <td>{o.overdue ? <strong className="bo-error">{t('backoffice.labGroups.terms.overdue')}</strong> : t('backoffice.labGroups.terms.notDue')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function TermsForm({ view, onSaved }: { view: TermsView; onSaved: (view: TermsView) => void }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<TermsDraft>(() => draftOf(view));
  const [problems, setProblems] = useState<Partial<Record<'days' | 'creditLimit', TermsProblem>>>({});
  const [checks, setChecks] = useState(0);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ error?: string; unverified?: boolean; done?: string }>({});
  // After a refused submit, the focus goes to the first field in error, so its message is read with it.
  useEffect(() => {
    if (checks > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [checks]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkTerms(draft);
    setProblems(found);
    setResult({});
    if (Object.keys(found).length > 0) {
      setChecks((n) => n + 1);
      return;
    }
    setBusy(true);
    try {
      onSaved(await saveLabGroupTerms(view.group.id, termsBody(draft)));
      setResult({ done: t('backoffice.labGroups.terms.saved') });
    } catch (failure) {
      const read = readFailure(failure, t('backoffice.common.saveFailed'));
      setResult({ error: read.message, unverified: read.reason === 'TERMS_GROUP_UNVERIFIED' });
    } finally {
      setBusy(false);
    }
  };
  const problemText = (field: 'days' | 'creditLimit') => {
    const problem = problems[field];
    return problem ? t(`backoffice.labGroups.terms.problems.${problem}`, { max: MAX_TERM_DAYS }) : undefined;
  };
  const field = (name: 'days' | 'creditLimit', inputMode: 'numeric' | 'decimal') => (
    <div className="bo-field">
      <label htmlFor={`${id}-${name}`}>{t(`backoffice.labGroups.terms.${name}`)}</label>
      <input
        id={`${id}-${name}`} name={name} inputMode={inputMode} value={draft[name]} {...errorProps(`${id}-${name}-error`, problemText(name))}
        onChange={(e) => { setDraft({ ...draft, [name]: e.target.value }); setProblems(({ [name]: _gone, ...rest }) => rest); }}
      />
      <FieldError id={`${id}-${name}-error`} message={problemText(name)} />
    </div>
  );

  return (
    <form ref={form} className="bo-form" aria-labelledby={`${id}-form`} onSubmit={(event) => void submit(event)} noValidate>
      <h3 id={`${id}-form`}>{t(view.terms ? 'backoffice.labGroups.terms.change' : 'backoffice.labGroups.terms.grant')}</h3>
      <p className="bo-hint">{t('backoffice.labGroups.terms.hint', { max: MAX_TERM_DAYS })}</p>
      {field('days', 'numeric')}
      {field('creditLimit', 'decimal')}
      <label>
        <input type="checkbox" name="active" checked={draft.active} onChange={(e) => setDraft({ ...draft, active: e.target.checked })} />
        {t('backoffice.labGroups.terms.activeLabel')}
      </label>
      <button type="submit" className="button button-primary" disabled={busy}>{t(busy ? 'backoffice.labGroups.terms.saving' : 'backoffice.labGroups.terms.save')}</button>
      <SaveResult error={result.error} done={result.done} />
      {result.unverified ? <p><Link to={localize('/backoffice/verifications')}>{t('backoffice.labGroups.terms.toVerifications')}</Link></p> : null}
    </form>
  );
}
