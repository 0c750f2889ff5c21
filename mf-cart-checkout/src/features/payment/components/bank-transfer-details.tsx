import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { formatCurrency, formatPrice } from '@labmall/shared/format/currency';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import type { BankAccount } from '../api/payment-types';
import { CopyButton } from './copy-button';

export interface BankTransferDetailsProps {
  bankAccount: BankAccount;
  amount: number;
  /** The order number, quoted as the transfer's reference so the shop can match the money to the order. */
  reference: string;
  payDeadline: string | null;
}

/** What to transfer where, each value copyable; the order waits until the shop confirms the money arrived. */
export function BankTransferDetails({ bankAccount, amount, reference, payDeadline }: BankTransferDetailsProps) {
  const { t, i18n } = useTranslation();
  const localize = useLocalizedPath();
  const rows = [
    { label: t('payment.bank.accountName'), value: bankAccount.accountName, copy: bankAccount.accountName },
    { label: t('payment.bank.bank'), value: `${bankAccount.bank} ${bankAccount.branch}`.trim(), copy: null },
    { label: t('payment.bank.accountNumber'), value: bankAccount.accountNumber, copy: bankAccount.accountNumber.replace(/\s+/g, '') },
    { label: t('payment.amount'), value: formatPrice(amount), copy: formatCurrency(amount).replace(/,/g, '') },
    { label: t('payment.bank.reference'), value: reference, copy: reference },
  ];
  return (
    <section className="payment-panel" aria-labelledby="payment-bank-title" tabIndex={-1} id="payment-bank">
      <h2 id="payment-bank-title">{t('payment.bank.title')}</h2>
      <p>{t('payment.bank.explain')}</p>
      <dl className="payment-bank-rows">
        {rows.map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>
              <span className="payment-bank-value">{row.value}</span>
              {row.copy ? <CopyButton value={row.copy} label={row.label} /> : null}
            </dd>
          </div>
        ))}
      </dl>
      {payDeadline ? <p>{t('payment.bank.deadline', { time: new Date(payDeadline).toLocaleString(i18n.language) })}</p> : null}
      {bankAccount.demo ? <p className="form-hint">{t('payment.bank.demo')}</p> : null}
      <Link className="button button-primary" to={localize(`/payTypeResult?orderNo=${encodeURIComponent(reference)}`)}>
        {t('payment.link.result')}
      </Link>
    </section>
  );
}
