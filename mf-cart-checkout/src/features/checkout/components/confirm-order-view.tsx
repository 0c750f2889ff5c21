import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import type { Address } from '../api/checkout-types';
import type { CreateOrderBody } from '../api/create-order';
import { useCheckoutPricing } from '../hooks/use-checkout-pricing';
import { useGroupRefusalText } from '../hooks/use-group-refusal-text';
import { useApprovalNeed } from '../hooks/use-approval-need';
import { useOrderForGroup } from '../hooks/use-order-for-group';
import { usePaymentTerms } from '../hooks/use-payment-terms';
import { useRegulatedOrder } from '../hooks/use-regulated-order';
import { useSendForApproval } from '../hooks/use-send-for-approval';
import { useSubmitOrder } from '../hooks/use-submit-order';
import { checkInvoice, emptyInvoiceDraft, type InvoiceDraft, type InvoiceErrors } from '../lib/invoice-schema';
import { AddressSection } from './address-section';
import { ApprovalPanel } from './approval-panel';
import { CouponPicker } from './coupon-picker';
import { EndUseField } from './end-use-field';
import { InvoiceForm } from './invoice-form';
import { NoteField } from './note-field';
import { OrderForGroup } from './order-for-group';
import { OrderLines } from './order-lines';
import { OrderTotals } from './order-totals';
import { PaymentTermsChoice } from './payment-terms-choice';
import { PreviewError } from './preview-error';
import { RegulatedNotice } from './regulated-notice';
import { SubmitPanel } from './submit-panel';
import './checkout.css';

/**
 * Confirm order: address (account remote's picker), the server-priced items, invoice, note, coupon and totals,
 * then the order. What the shopper typed lives here and survives every failed preview or submit.
 */
export function ConfirmOrderView({ cartLineIds }: { cartLineIds: number[] }) {
  const { t } = useTranslation();
  const [address, setAddress] = useState<Address | null>(null);
  const checkout = useCheckoutPricing(cartLineIds, address?.id ?? null);
  const { pricing, loading, error } = checkout;
  const [invoice, setInvoice] = useState<InvoiceDraft>(emptyInvoiceDraft);
  const [invoiceErrors, setInvoiceErrors] = useState<InvoiceErrors>({});
  const [checkedOnce, setCheckedOnce] = useState(false);
  const [focusInvalid, setFocusInvalid] = useState(0);
  const [note, setNote] = useState('');
  const root = useRef<HTMLDivElement>(null);
  const orderFor = useOrderForGroup();
  const refusalText = useGroupRefusalText();
  const personal = orderFor.choice.mode === 'personal';
  const regulated = useRegulatedOrder(pricing?.lines, personal);
  // The last budget refusal, kept with the budget it was for: choosing another budget clears it.
  const [refusal, setRefusal] = useState<{ budgetId: number | undefined; text: string; count: number } | null>(null);
  const need = useApprovalNeed(orderFor);
  const { groupId, budgetId } = need;
  const [approverNote, setApproverNote] = useState('');
  // Pay on invoice: offered for a group order the shopper places themselves (a request for approval has no such choice).
  const paymentTerms = usePaymentTerms(orderFor.choice.mode === 'group' ? (orderFor.choice.groupId ?? undefined) : undefined);
  const termsOffered = paymentTerms.offer !== null && need.reasons === null;
  const { state, submit } = useSubmitOrder({
    onPriceChanged: checkout.replacePricing,
    onLinesUnavailable: checkout.markLines,
    onConflict: checkout.reprice,
    onGroupRefused: (refused) => {
      if (refused.reason === 'LAB_GROUP_APPROVAL_REQUIRED') need.hold(refused.reasons);
      else setRefusal((last) => ({ budgetId, text: refusalText(refused), count: (last?.count ?? 0) + 1 }));
    },
    onRegulatedRefused: regulated.refused,
    onTermsRefused: paymentTerms.refused,
  });
  const approval = useSendForApproval({
    onPriceChanged: checkout.replacePricing,
    onLinesUnavailable: checkout.markLines,
    onNotNeeded: () => {
      need.notNeeded();
      const body = checkedOrder();
      if (body) void submit(body);
    },
    onRegulatedRefused: regulated.refused,
  });

  useEffect(() => {
    if (focusInvalid > 0) root.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusInvalid]);

  const onSelectAddress = useCallback((next: Address) => setAddress(next), []);

  const changeInvoice = (draft: InvoiceDraft) => {
    setInvoice(draft);
    // After a first attempt, errors follow the typing so a fixed field stops saying it is wrong.
    if (checkedOnce) {
      const checked = checkInvoice(draft);
      setInvoiceErrors('errors' in checked ? checked.errors : {});
    }
  };

  /**
   * The order's body, once the end-use declaration (when a line is regulated) and the invoice are right (else the
   * first wrong field gets the focus) and nothing is missing.
   */
  function checkedOrder(): CreateOrderBody | null {
    const checked = checkInvoice(invoice);
    setCheckedOnce(true);
    // The declaration's field comes first on the page: when it is wrong it takes the focus itself.
    const declared = regulated.check();
    if ('errors' in checked) {
      setInvoiceErrors(checked.errors);
      if (declared) setFocusInvalid((n) => n + 1);
      return null;
    }
    setInvoiceErrors({});
    if (!declared || regulated.personalBlocked || !address || !pricing || orderFor.missing) return null;
    return {
      ...orderFor.body,
      ...declared,
      cartLineIds,
      addressId: address.id,
      invoice: checked.invoice,
      note: note.trim(),
      userCouponId: pricing.coupon?.userCouponId ?? null,
      expectedPayAmount: pricing.payAmount,
    };
  }

  const onSubmit = () => {
    const body = checkedOrder();
    if (body) void submit(termsOffered ? { ...body, ...paymentTerms.body } : body);
  };

  // A request is priced without a coupon (coupons are personal); a different amount answers priceChanged with the server's view.
  const approvalAmount = pricing ? Math.round((pricing.payAmount + (pricing.coupon ? pricing.couponAmount : 0)) * 100) / 100 : undefined;
  const onSendForApproval = () => {
    const body = checkedOrder();
    if (!body || groupId === undefined || budgetId === undefined || approvalAmount === undefined) return;
    void approval.send(groupId, {
      cartLineIds: body.cartLineIds, budgetId, addressId: body.addressId, invoice: body.invoice,
      note: approverNote.trim(), expectedPayAmount: approvalAmount, ...(body.endUse === undefined ? {} : { endUse: body.endUse }),
    });
  };

  const hasProblems = pricing?.lines.some((line) => line.problem !== null) ?? false;
  const pricingState = loading ? 'loading' : pricing && !error ? 'ready' : 'missing';

  return (
    <div className="checkout" ref={root}>
      <div className="checkout-main">
        <OrderForGroup
          state={orderFor}
          refusal={refusal && refusal.budgetId === budgetId ? refusal.text : null}
          refusalCount={refusal?.count ?? 0}
        />
        {need.reasons === null ? <PaymentTermsChoice state={paymentTerms} /> : null}
        <AddressSection selectedId={address?.id ?? null} onSelect={onSelectAddress} />
        <section className="checkout-section" aria-labelledby="checkout-items-title" aria-busy={loading || undefined}>
          <h2 id="checkout-items-title">{t('checkout.lines.title')}</h2>
          {error ? <PreviewError error={error} onRetry={checkout.retry} /> : null}
          <RegulatedNotice lines={regulated.lines} personal={personal} groups={orderFor.eligible.length > 0 ? 'some' : orderFor.groupsLoading ? 'loading' : 'none'} />
          {pricing ? <OrderLines lines={pricing.lines} /> : loading ? <p role="status">{t('checkout.loading')}</p> : null}
        </section>
        {regulated.active ? (
          <EndUseField value={regulated.endUse} onChange={regulated.setEndUse} error={regulated.error} focusCount={regulated.focusCount} />
        ) : null}
        <InvoiceForm draft={invoice} errors={invoiceErrors} onChange={changeInvoice} />
        <NoteField value={note} onChange={setNote} />
        {pricing ? (
          <CouponPicker coupons={pricing.coupons} applied={pricing.coupon} choice={checkout.coupon} onChoose={checkout.chooseCoupon} busy={loading} />
        ) : null}
      </div>
      <aside className="checkout-side">
        {pricing ? <OrderTotals pricing={pricing} busy={loading} /> : null}
        {need.reasons ? (
          <ApprovalPanel
            amount={approvalAmount} couponDropped={Boolean(pricing?.coupon)} reasons={need.reasons} note={approverNote} onNote={setApproverNote} state={approval.state}
            needsAddress={!address} hasProblems={hasProblems} pricing={pricingState} onSend={onSendForApproval} groupId={groupId}
          />
        ) : (
          <SubmitPanel
            payAmount={pricing?.payAmount}
            state={state}
            needsAddress={!address}
            groupMissing={orderFor.missing}
            regulatedPersonal={regulated.personalBlocked}
            groupId={groupId}
            hasProblems={hasProblems}
            pricing={pricingState}
            onSubmit={onSubmit}
          />
        )}
      </aside>
    </div>
  );
}
