import { formatDate } from '@labmall/shared/format/date';
import { useTranslation } from '@labmall/shared/i18n/react';
import type { OrderTerms } from '../api/order-types';

/**
 * A term order's standing (pay on invoice, docs/lab-groups.md) as one of the group card's facts: its due date, then
 * "Paid" (transfer confirmed), "Overdue" (unpaid past the date) or "Not paid yet". Staff read it before shipping an
 * unpaid order or confirming a transfer, so the unpaid state is said in words, not left to the status alone.
 */
export function OrderTermsFact({ terms }: { terms: OrderTerms }) {
  const { t, i18n } = useTranslation();
  const due = terms.dueAt ? t('backoffice.orders.terms.due', { date: formatDate(terms.dueAt, i18n.language) }) : t('backoffice.orders.terms.onInvoice');
  const standing = terms.paid ? 'paid' : terms.overdue ? 'overdue' : 'unpaid';
  return (
    <div>
      <dt>{t('backoffice.orders.terms.title')}</dt>
      <dd>
        {due}{' '}
        {standing === 'overdue' ? <strong className="bo-error">{t('backoffice.orders.terms.overdue')}</strong> : <strong>{t(`backoffice.orders.terms.${standing}`)}</strong>}
        {terms.paid ? null : <><br /><small>{t('backoffice.orders.terms.confirmHint')}</small></>}
      </dd>
    </div>
  );
}
