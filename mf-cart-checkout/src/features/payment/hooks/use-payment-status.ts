import { useCallback, useEffect, useRef, useState } from 'react';
import { getPaymentStatus } from '../api/get-payment-status';
import type { PaymentStatus } from '../api/payment-types';

/** The sandbox confirms asynchronously: ask every 2 s, for about a minute, then let the shopper ask. */
export const POLL_INTERVAL_MS = 2000;
export const MAX_POLLS = 30;

export interface PaymentStatusState {
  status: PaymentStatus | undefined;
  clockOffset: number;
  loading: boolean;
  error: unknown;
  /** True while another answer is scheduled. */
  polling: boolean;
  /** Asks again now (and, when polling applies, starts a new minute of polling). */
  refresh: () => void;
}

/**
 * The order's status from the server. With `shouldPoll`, keeps asking while it says so (e.g. still unpaid
 * after a gateway payment), at most MAX_POLLS more times per round.
 */
export function usePaymentStatus(orderNo: string, shouldPoll?: (status: PaymentStatus) => boolean): PaymentStatusState {
  const [round, setRound] = useState(0);
  const [answer, setAnswer] = useState<{ status?: PaymentStatus; clockOffset: number }>({ clockOffset: 0 });
  const [phase, setPhase] = useState<{ loading: boolean; polling: boolean; error: unknown }>({ loading: true, polling: false, error: undefined });
  const pollRef = useRef(shouldPoll);
  pollRef.current = shouldPoll;

  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let polls = 0;
    const ask = async () => {
      try {
        const next = await getPaymentStatus(orderNo, controller.signal);
        if (controller.signal.aborted) return;
        const again = polls < MAX_POLLS && (pollRef.current?.(next.status) ?? false);
        setAnswer(next);
        setPhase({ loading: false, polling: again, error: undefined });
        if (again) {
          polls += 1;
          timer = setTimeout(() => void ask(), POLL_INTERVAL_MS);
        }
      } catch (error) {
        if (!controller.signal.aborted) setPhase({ loading: false, polling: false, error: error ?? new Error('failed') });
      }
    };
    setPhase((current) => ({ ...current, loading: true, error: undefined }));
    void ask();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [orderNo, round]);

  const refresh = useCallback(() => setRound((n) => n + 1), []);
  return { status: answer.status, clockOffset: answer.clockOffset, ...phase, refresh };
}
