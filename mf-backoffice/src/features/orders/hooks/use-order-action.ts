import { useRef, useState } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { readFailure } from '../../../lib/api-failure';
import type { ActionResult, StaffOrderAction } from '../api/order-types';

export type ActionOutcome = { done?: string; stale?: boolean; error?: string };

/**
 * Runs one order action at a time: a second click while one runs is ignored (the server would answer a repeat as
 * `replayed` anyway). A 409 means the order changed since it was read (the buyer or a colleague acted): the page
 * says so and offers a reload instead of retrying blindly; any other refusal stays in the dialog with the server's words.
 */
export function useOrderAction(orderNo: string, onChanged: (outcome: ActionOutcome) => void) {
  const { t } = useTranslation();
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (action: StaffOrderAction, call: () => Promise<ActionResult>): Promise<boolean> => {
    if (running.current) return false;
    running.current = true;
    setBusy(true);
    setError(null);
    try {
      const result = await call();
      onChanged({ done: result.replayed ? t('backoffice.orders.done.replayed') : t(`backoffice.orders.done.${action}`, { orderNo }) });
      return true;
    } catch (failure) {
      const read = readFailure(failure, t('backoffice.common.saveFailed'));
      if (read.status === 409) {
        onChanged({ stale: true });
        return true;
      }
      setError(read.message);
      return false;
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  return { run, busy, error, clearError: () => setError(null) };
}
