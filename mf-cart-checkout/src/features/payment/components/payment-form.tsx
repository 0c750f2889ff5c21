import { useState } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { apiErrorMessage } from '@labmall/shared/api/error-message';
import { createPayment } from '../api/create-payment';
import type { BankAccount, MethodInfo, PaymentMethod, PaymentStatus } from '../api/payment-types';
import { BankTransferDetails } from './bank-transfer-details';
import { MethodPicker } from './method-picker';
import { isSafeUrl, redirectTo } from '../lib/redirect';

type Bank = { bankAccount: BankAccount; amount: number; reference: string; payDeadline: string | null };
type State = { kind: 'idle' } | { kind: 'pending' } | { kind: 'redirecting' } | { kind: 'failed'; message: string } | { kind: 'bank'; bank: Bank };

/** Method choice and the pay button: a gateway opens its hosted page, a bank transfer shows what to send where. */
export function PaymentForm({ status, methods, expired }: { status: PaymentStatus; methods: MethodInfo[]; expired: boolean }) {
  const { t } = useTranslation();
  const [method, setMethod] = useState<PaymentMethod | null>(status.paymentMethod ?? methods[0]?.method ?? null);
  const [state, setState] = useState<State>({ kind: 'idle' });
  const busy = state.kind === 'pending' || state.kind === 'redirecting';

  const pay = async () => {
    if (!method || busy) return;
    setState({ kind: 'pending' });
    try {
      const payment = await createPayment({ orderNo: status.orderNo, method });
      if ('payUrl' in payment) {
        if (!isSafeUrl(payment.payUrl)) throw new Error('unsafe payUrl');
        setState({ kind: 'redirecting' });
        redirectTo(payment.payUrl);
        return;
      }
      setState({ kind: 'bank', bank: { bankAccount: payment.bankAccount, amount: payment.amount, reference: payment.reference, payDeadline: payment.payDeadline } });
    } catch (error) {
      setState({ kind: 'failed', message: apiErrorMessage(error, t('payment.createFailed')) });
    }
  };

  if (state.kind === 'bank') return <BankTransferDetails {...state.bank} />;
  return (
    <section className="payment-panel" aria-labelledby="payment-method-title">
      <h2 id="payment-method-title">{t('payment.method.title')}</h2>
      <MethodPicker methods={methods} value={method} onChange={setMethod} disabled={busy || expired} />
      <button type="button" className="button button-primary" disabled={!method || busy || expired} aria-busy={busy || undefined} onClick={() => void pay()}>
        {state.kind === 'redirecting' ? t('payment.redirecting') : state.kind === 'pending' ? t('payment.paying') : t('payment.pay')}
      </button>
      <div role="status" aria-live="polite">
        {state.kind === 'failed' ? <p className="form-error">{state.message}</p> : null}
        {expired ? <p className="form-error">{t('payment.expiredHint')}</p> : null}
      </div>
    </section>
  );
}
