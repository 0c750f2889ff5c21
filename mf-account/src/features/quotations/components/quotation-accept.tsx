import { useRef, useState, type ReactNode } from 'react';
import { useNavigate } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { apiErrorMessage } from '@labmall/shared/api/error-message';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { acceptQuotation } from '../api/quotations-api';
import type { AcceptFor } from '../hooks/use-accept-for-group';
import type { AcceptInput, QuotationDetail, SentForApproval } from '../api/quotation-types';
import { useAcceptForGroup } from '../hooks/use-accept-for-group';
import { acceptRefusalOf, refusalField } from '../model/accept-refusal';
import { checkEndUse, type EndUseError } from '../model/end-use';
import { AcceptForGroup } from './accept-for-group';
import { useAcceptRefusalText } from './accept-refusal-message';
import { EndUseField } from './end-use-field';
import { GroupAddresses } from './group-addresses';
import { money } from './money';
import { RegulatedNotice } from './regulated-notice';
import { SentForApprovalNotice } from './sent-for-approval';
import type { AddressPickerSlot } from './quotation-detail';

type Errors = { mode?: ReactNode; group?: ReactNode; budget?: ReactNode };

/**
 * Accepting a quotation: personally or for a lab group on one of its budgets (docs/lab-groups.md "Quotations for a
 * group"), to an address of the shopper's book or one the group shares, with an end-use declaration when a line is
 * a regulated chemical. An order goes on to its payment; a request the group's rules hold says so where the form was.
 */
export function QuotationAccept({ quotation: q, addressPicker, onChanged }: { quotation: QuotationDetail; addressPicker: AddressPickerSlot; onChanged: () => void }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const group = useAcceptForGroup();
  const refusalText = useAcceptRefusalText(group.choice.mode === 'group' ? group.choice.groupId : null);
  const [ownAddressId, setOwnAddressId] = useState<number | null>(null);
  const [groupAddressId, setGroupAddressId] = useState<number | null>(null);
  const [endUse, setEndUse] = useState('');
  const [endUseError, setEndUseError] = useState<EndUseError | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [message, setMessage] = useState<ReactNode>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<SentForApproval | null>(null);
  const refs = { mode: useRef<HTMLInputElement>(null), group: useRef<HTMLSelectElement>(null), budget: useRef<HTMLSelectElement>(null) };
  const endUseRef = useRef<HTMLTextAreaElement>(null);

  const regulated = q.lines.filter((line) => line.regulatedClass);
  // A group's shared address serves only that group's order: another choice falls back on the shopper's own.
  const groupAddress = group.groupAddresses.find((address) => address.id === groupAddressId);
  const addressId = groupAddress ? groupAddress.id : ownAddressId;
  const state = { ...group, setChoice: (choice: AcceptFor) => { setErrors({}); group.setChoice(choice); } };

  if (sent) return <SentForApprovalNotice answer={sent} />;

  const check = (): { input: Omit<AcceptInput, 'addressId'> } | null => {
    const next: Errors = {};
    const { choice } = group;
    const focus: Array<HTMLElement | null> = [];
    if (choice.mode === 'personal' && regulated.length > 0) {
      if (group.eligible.length > 0) {
        next.mode = t('quotations.group.choosePersonal');
        focus.push(refs.mode.current);
      } else setMessage(group.groupsLoading ? t('quotations.group.loadingGroups') : t('quotations.group.noGroup'));
    }
    if (choice.mode === 'group' && choice.groupId === null) {
      next.group = t('checkout.labGroup.needGroup');
      focus.push(refs.group.current);
    } else if (choice.mode === 'group' && choice.budgetId === null) {
      next.budget = t('checkout.labGroup.needBudget');
      focus.push(refs.budget.current ?? refs.group.current);
    }
    const declared = regulated.length > 0 ? checkEndUse(endUse) : null;
    setEndUseError(declared && 'error' in declared ? declared.error : null);
    if (declared && 'error' in declared) focus.push(endUseRef.current);
    setErrors(next);
    focus.find(Boolean)?.focus();
    if (focus.length > 0 || (choice.mode === 'personal' && regulated.length > 0)) return null;
    return {
      input: {
        ...(choice.mode === 'group' ? { labGroupId: choice.groupId!, budgetId: choice.budgetId! } : {}),
        ...(declared && 'endUse' in declared ? { endUse: declared.endUse } : {}),
      },
    };
  };

  const accept = async () => {
    setMessage(null);
    const checked = check();
    if (!checked || addressId === null) return;
    setBusy(true);
    try {
      const answer = await acceptQuotation(q.quoteNo, { addressId, ...checked.input });
      if (answer.status === 'approval' && 'approvalRequest' in answer) {
        setSent(answer);
        setBusy(false);
        return;
      }
      navigate(localize(`/payType?orderNo=${encodeURIComponent(answer.orderNo!)}`));
    } catch (error) {
      setBusy(false);
      const refusal = acceptRefusalOf(error);
      if (!refusal) {
        setMessage(apiErrorMessage(error, t('quotations.detail.acceptFailed')));
        onChanged(); // it may have expired or changed meanwhile: show what it is now
        return;
      }
      // Said by the field it is about, which gets the focus; everything typed and chosen stays.
      const field = refusalField(refusal);
      const text = refusalText(refusal);
      if (field === 'endUse') {
        setMessage(text);
        endUseRef.current?.focus();
      } else if (field === 'mode' && group.eligible.length > 0) {
        setErrors({ mode: text });
        refs.mode.current?.focus();
      } else if (field === 'budget' && refs.budget.current) {
        setErrors({ budget: text });
        refs.budget.current.focus();
      } else setMessage(text);
    }
  };

  return (
    <div className="quotation-accept">
      <p>{t('quotations.detail.acceptHint', { date: q.validUntil ?? '' })}</p>
      <RegulatedNotice lines={regulated} />
      <AcceptForGroup state={state} errors={errors} refs={refs} />
      {regulated.length > 0 ? (
        <EndUseField ref={endUseRef} value={endUse} error={endUseError} onChange={(value) => { setEndUse(value); setEndUseError(null); }} />
      ) : null}
      {addressPicker({ selectedId: groupAddress ? null : ownAddressId, onSelect: (address) => { setOwnAddressId(address.id); setGroupAddressId(null); } })}
      {group.choice.mode === 'group' ? (
        <GroupAddresses addresses={group.groupAddresses} selectedId={groupAddress?.id ?? null} onSelect={(address) => setGroupAddressId(address.id)} />
      ) : null}
      <div className="quotation-actions">
        <button type="button" className="button button-primary" onClick={() => void accept()} disabled={busy || addressId === null} aria-busy={busy || undefined}>
          {busy ? t('quotations.detail.accepting') : t('quotations.detail.accept', { amount: money(q.totalAmount) })}
        </button>
      </div>
      <p role="status" className={message ? 'quotation-error' : 'visually-hidden'}>{message}</p>
    </div>
  );
}
