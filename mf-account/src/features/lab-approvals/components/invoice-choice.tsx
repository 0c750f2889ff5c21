import { useCallback, useId } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { formatPrice } from '@labmall/shared/format/currency';
import { useRequest } from '@labmall/shared/hooks/use-request';
import { getGroupTerms } from '../../../lib/group-terms/get-group-terms';

interface InvoiceChoiceProps {
  groupId: number;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * "Put the order on the group's invoice": offered only while the group has active payment terms (docs/lab-groups.md
 * "Pay on invoice"). Unchecked, an approved request is an ordinary order the requester pays before it ships. Terms
 * that cannot be read simply leave the choice out: approving still works.
 */
export function InvoiceChoice({ groupId, checked, onChange }: InvoiceChoiceProps) {
  const { t } = useTranslation();
  const id = useId();
  const load = useCallback((signal: AbortSignal) => getGroupTerms(groupId, signal), [groupId]);
  const { data } = useRequest(`lab-group-terms:${groupId}`, load);
  if (!data?.terms?.active) return null;
  const { terms } = data;
  const label = data.available === null
    ? t('approvals.decision.onInvoice', { count: terms.days })
    : t('approvals.decision.onInvoiceWithCredit', { count: terms.days, available: formatPrice(data.available) });
  return (
    <div className="form-field">
      <label className="approvals-check">
        <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} aria-describedby={`${id}-hint`} />
        {label}
      </label>
      <p id={`${id}-hint`} className="form-hint">{t('approvals.decision.onInvoiceHint')}</p>
    </div>
  );
}
