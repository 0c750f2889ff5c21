import { useState, type FormEvent } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { ConfirmAction } from '@labmall/shared/ui/confirm-action';
import { LoadFailed, Loading } from '../../../components/load-state';
import { Pager } from '@labmall/shared/ui/pager';
import { SaveResult } from '../../../components/form-alert';
import { readFailure } from '../../../lib/api-failure';
import { useStaff } from '../api/get-staff';
import { grantStaff } from '../api/grant-staff';
import { EnrolmentCode } from './enrolment-code';
import { ScopeCheckboxes } from './scope-checkboxes';
import { StaffRow } from './staff-row';

/** Staff management (admin): who holds which scopes; grant, remove, reset a second factor, add a registered account. */
export function StaffList() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  const [version, setVersion] = useState(0);
  const [result, setResult] = useState<{ error?: string; done?: string }>({});
  const [account, setAccount] = useState('');
  const [newScope, setNewScope] = useState<string[]>([]);
  const staff = useStaff(page, q, version);

  const [enrolment, setEnrolment] = useState<{ name: string; code: string } | null>(null);

  /** Runs a staff change; an answer carrying an enrolment code shows it (once) for the admin to hand over. */
  const run = (action: () => Promise<unknown>, done: string, name?: string) => {
    setResult({});
    setEnrolment(null);
    action().then(
      (answer) => {
        setResult({ done });
        const code = (answer as { enrolmentCode?: string | null } | undefined)?.enrolmentCode;
        if (code && name) setEnrolment({ name, code });
        setVersion((v) => v + 1);
      },
      (error: unknown) => setResult({ error: readFailure(error, t('backoffice.common.saveFailed')).message }),
    );
  };
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setQ(String(new FormData(event.currentTarget).get('q') ?? '').trim());
    setPage(1);
  };

  return (
    <>
      <form className="bo-filters" role="search" aria-label={t('backoffice.staff.searchLabel')} onSubmit={search}>
        <label className="bo-field">{t('backoffice.staff.account')}<input name="q" type="search" defaultValue={q} /></label>
        <button type="submit" className="button">{t('backoffice.products.apply')}</button>
      </form>
      <SaveResult error={result.error ?? null} done={result.done ?? null} />
      {enrolment ? <EnrolmentCode name={enrolment.name} code={enrolment.code} /> : null}
      {staff.error && !staff.data ? <LoadFailed error={staff.error} onRetry={staff.retry} /> : null}
      {staff.loading && !staff.data ? <Loading /> : null}
      {staff.data ? (
        <div className="bo-table-wrap">
          <table className="bo-table">
            <caption>{t('backoffice.staff.caption', { total: staff.data.total })}</caption>
            <thead>
              <tr>
                {['account', 'scopes', 'secondFactor', 'actions'].map((c) => <th key={c} scope="col">{t(`backoffice.staff.columns.${c}`)}</th>)}
              </tr>
            </thead>
            <tbody>
              {staff.data.items.map((member) => <StaffRow key={`${member.id}|${member.scope.join()}|${version}`} member={member} run={run} />)}
            </tbody>
          </table>
          {staff.data.items.length === 0 ? <p>{t('backoffice.staff.empty')}</p> : null}
          <Pager className="bo-pager" page={page} lastPage={Math.ceil(staff.data.total / (staff.data.pageSize || 50))} total={staff.data.total} onPage={setPage} />
        </div>
      ) : null}
      <section className="bo-form" aria-labelledby="bo-staff-add">
        <h2 id="bo-staff-add">{t('backoffice.staff.addTitle')}</h2>
        <label className="bo-field">{t('backoffice.staff.account')}<input value={account} onChange={(e) => setAccount(e.target.value)} /></label>
        <ScopeCheckboxes legend={t('backoffice.staff.scopes')} value={newScope} onChange={setNewScope} />
        <div className="bo-actions">
          <ConfirmAction
            label={t('backoffice.staff.grant')} disabled={!account.trim() || newScope.length === 0}
            question={t('backoffice.staff.grantQuestion', { name: account.trim(), scopes: newScope.map((s) => t(`backoffice.scopes.${s}`)).join(', ') })}
            confirmLabel={t('backoffice.common.confirm')} dismissLabel={t('backoffice.common.cancel')}
            onConfirm={() => run(async () => {
              const answer = await grantStaff(account.trim(), newScope);
              setAccount('');
              setNewScope([]);
              return answer;
            }, t('backoffice.staff.granted', { name: account.trim() }), account.trim())}
          />
        </div>
      </section>
    </>
  );
}
