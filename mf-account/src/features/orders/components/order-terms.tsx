import { useTranslation } from '@labmall/shared/i18n/react';
import { formatDate } from '@labmall/shared/format/date';
import type { OrderTerms } from '../api/order-types';

/**
 * An order on the group's invoice, as one of the overview's facts: its due date, then "Overdue" (unpaid past it) or
 * "Paid" (the transfer confirmed), and while it is open how it is paid.
 */
export function OrderTermsFact({ terms }: { terms: OrderTerms }) {
  const { t } = useTranslation();
  const due = useTermsDueText()(terms);
  return (
    <div>
      <dt>{t('accountOrders.terms.title')}</dt>
      <dd>
        {due}{' '}
        {terms.paid ? (
          <span className="orders-terms-badge orders-terms-paid">{t('accountOrders.terms.paid')}</span>
        ) : terms.overdue ? (
          <strong className="orders-terms-badge orders-terms-overdue">{t('accountOrders.terms.overdue')}</strong>
        ) : null}
        {terms.paid ? null : <small className="orders-terms-how">{t('accountOrders.terms.howToPay')}</small>}
      </dd>
    </div>
  );
}

/** "On invoice: due DATE" (or "On invoice" without a date): the detail's fact and the list's card say it the same way. */
export function useTermsDueText(): (terms: OrderTerms) => string {
  const { t, i18n } = useTranslation();
  return (terms) => (terms.dueAt ? t('accountOrders.terms.due', { date: formatDate(terms.dueAt, i18n.language) }) : t('accountOrders.terms.onInvoice'));
}
