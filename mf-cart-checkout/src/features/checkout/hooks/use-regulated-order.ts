import { useMemo, useState } from 'react';
import type { PricedLine } from '../api/checkout-types';
import { checkEndUse, type EndUseError } from '../lib/end-use-schema';
import type { RegulatedRefusal } from '../lib/regulated-refusal';

/**
 * What a regulated chemical among the lines asks of the order (docs/regulated-chemicals.md): a lab group, never a
 * personal order, and an end-use declaration, checked here as the server checks it. The declaration lives here, so
 * a refusal or a failed preview never loses it.
 */
export function useRegulatedOrder(lines: PricedLine[] | undefined, personal: boolean) {
  const regulated = useMemo(() => (lines ?? []).filter((line) => line.regulatedClass !== null), [lines]);
  const [endUse, setEndUseValue] = useState('');
  const [error, setError] = useState<EndUseError | null>(null);
  const [checkedOnce, setCheckedOnce] = useState(false);
  // Changes with every refused declaration, so the field gets the focus each time.
  const [focusCount, setFocusCount] = useState(0);
  const active = regulated.length > 0;

  const refuse = (next: EndUseError) => {
    setError(next);
    setFocusCount((n) => n + 1);
  };

  return {
    /** The regulated lines (empty when none). */
    lines: regulated,
    active,
    /** A personal order the server would refuse (REGULATED_NEEDS_GROUP): the page explains instead of sending it. */
    personalBlocked: active && personal,
    endUse,
    setEndUse: (value: string) => {
      setEndUseValue(value);
      // After a first attempt, the error follows the typing so a fixed declaration stops saying it is wrong.
      if (checkedOnce) {
        const checked = checkEndUse(value);
        setError('error' in checked ? checked.error : null);
      }
    },
    error,
    focusCount,
    /** The body's part: `{}` without a regulated line, `{ endUse }` when right; null (error shown, field focused) when not. */
    check: (): { endUse?: string } | null => {
      if (!active) return {};
      setCheckedOnce(true);
      const checked = checkEndUse(endUse);
      if ('error' in checked) {
        refuse(checked.error);
        return null;
      }
      setError(null);
      return { endUse: checked.endUse };
    },
    /** The server refused the declaration (END_USE_REQUIRED): mark the field and focus it. */
    refused: (refusal: RegulatedRefusal) => {
      if (refusal.reason !== 'END_USE_REQUIRED') return;
      setCheckedOnce(true);
      const checked = checkEndUse(endUse);
      refuse('error' in checked ? checked.error : 'tooShort');
    },
  };
}

export type RegulatedOrderState = ReturnType<typeof useRegulatedOrder>;
