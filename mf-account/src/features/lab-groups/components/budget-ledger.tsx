import { useCallback, useState } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { apiErrorMessage } from '@labmall/shared/api/error-message';
import { formatDateTime } from '@labmall/shared/format/date';
import { useRequest } from '@labmall/shared/hooks/use-request';
import { Pager } from '@labmall/shared/ui/pager';
import type { Budget, LedgerKind } from '../api/lab-group-types';
import { getBudgetLedger } from '../api/get-budget-ledger';
import { budgetAmountText } from '../model/budget-money';

/** A budget's ledger, paged in the component (it opens inside the budget's card). */
export function BudgetLedger({ groupId, budget }: { groupId: number; budget: Budget }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const load = useCallback((signal: AbortSignal) => getBudgetLedger(groupId, budget.id, page, signal), [groupId, budget.id, page]);
  const { data, error, loading, retry } = useRequest(`lab-group-ledger:${groupId}:${budget.id}:${page}`, load);
  const kinds: Record<LedgerKind, string> = {
    reserve: t('labGroups.ledger.kinds.reserve'),
    release: t('labGroups.ledger.kinds.release'),
    consume: t('labGroups.ledger.kinds.consume'),
    refund: t('labGroups.ledger.kinds.refund'),
  };
  if (error && !data) {
    return (
      <div role="alert">
        <p>{apiErrorMessage(error, t('labGroups.loadFailed'))}</p>
        <button type="button" className="button" onClick={retry}>{t('labGroups.retry')}</button>
      </div>
    );
  }
  if (!data) return <p role="status">{t('common.loading')}</p>;
  if (data.items.length === 0) return <p>{t('labGroups.ledger.empty')}</p>;
  return (
    <div aria-busy={loading || undefined}>
      <table className="lab-group-table">
        <caption>{t('labGroups.ledger.caption', { name: budget.name })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('labGroups.ledger.when')}</th>
            <th scope="col">{t('labGroups.ledger.kind')}</th>
            <th scope="col">{t('labGroups.ledger.amount')}</th>
            <th scope="col">{t('labGroups.ledger.order')}</th>
            <th scope="col">{t('labGroups.ledger.member')}</th>
          </tr>
        </thead>
        <tbody>
          {data.items.map((entry) => (
            <tr key={entry.id}>
              <td>{formatDateTime(entry.createdAt, i18n.language)}</td>
              <td>{kinds[entry.kind] ?? entry.kind}</td>
              <td>{budgetAmountText(entry.amount)}</td>
              <td>{entry.orderNo ?? '—'}</td>
              <td>{entry.memberName}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pager className="lab-group-pager" page={data.page} lastPage={Math.ceil(data.total / data.pageSize)} total={data.total} onPage={setPage} label={t('labGroups.ledger.pages')} />
    </div>
  );
}
