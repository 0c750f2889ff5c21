import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { formatPrice } from '@labmall/shared/format/currency';
import type { PaymentTermsState } from '../hooks/use-payment-terms';
import type { TermsRefusal } from '../lib/terms-refusal';

/** A pay-on-invoice refusal in the shopper's words: what happened and what to do. */
function useTermsRefusalText(): (refusal: TermsRefusal) => string {
  const { t } = useTranslation();
  return (refusal) => {
    if (refusal.reason !== 'CREDIT_LIMIT_EXCEEDED') {
      return refusal.reason === 'TERMS_OVERDUE' ? t('checkout.terms.refused.overdue') : t('checkout.terms.refused.unavailable');
    }
    if (refusal.remaining === null) return t('checkout.terms.refused.creditLimitPlain');
    return t('checkout.terms.refused.creditLimit', { remaining: formatPrice(refusal.remaining) });
  };
}

/**
 * "Pay now (online)" or "Pay on invoice" for a group order whose group has active payment terms, with the days to
 * pay and, when the API tells this shopper, the credit left. A refusal of the order on invoice is said here.
 */
export function PaymentTermsChoice({ state }: { state: PaymentTermsState }) {
  const { t } = useTranslation();
  const id = useId();
  const refusalText = useTermsRefusalText();
  const invoiceRadio = useRef<HTMLInputElement>(null);
  const { offer, choice, refusal, refusalCount } = state;

  useEffect(() => {
    if (refusalCount > 0) invoiceRadio.current?.focus();
  }, [refusalCount]);

  if (state.failed) {
    return (
      <p className="checkout-note" role="status">
        {t('checkout.terms.loadFailed')}{' '}
        <button type="button" className="button" onClick={state.retry}>{t('checkout.retry')}</button>
      </p>
    );
  }
  if (!offer) return null;

  const refusalId = `${id}-refusal`;
  const invoiceLabel = offer.available === null
    ? t('checkout.terms.invoice', { count: offer.days })
    : t('checkout.terms.invoiceWithCredit', { count: offer.days, available: formatPrice(offer.available) });
  return (
    <section className="checkout-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('checkout.terms.title')}</h2>
      <fieldset className="checkout-choices" aria-describedby={refusal ? refusalId : undefined}>
        <legend>{t('checkout.terms.legend')}</legend>
        <label className="checkout-choice">
          <input type="radio" name={`${id}-pay`} checked={choice === 'now'} onChange={() => state.choose('now')} />
          <span>{t('checkout.terms.now')}</span>
        </label>
        <label className="checkout-choice">
          <input
            ref={invoiceRadio} type="radio" name={`${id}-pay`} checked={choice === 'invoice'} onChange={() => state.choose('invoice')}
          />
          <span>{invoiceLabel}</span>
        </label>
      </fieldset>
      {choice === 'invoice' ? <p className="checkout-note">{t('checkout.terms.invoiceNote')}</p> : null}
      {refusal ? <p id={refusalId} role="alert" className="form-error">{refusalText(refusal)}</p> : null}
    </section>
  );
}
