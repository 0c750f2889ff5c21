import { useCallback, useEffect, useRef, useState } from 'react';

/** How long the quantity waits after the last −/+/typed change before it is sent (one modify per burst). */
export const QUANTITY_DEBOUNCE_MS = 500;

type Send = (lineId: number, quantity: number) => void;

/**
 * Quantities the shopper is still changing: shown at once, sent once they settle. Leaving the page sends
 * what is still waiting, so a change made just before a click elsewhere is not lost.
 */
export function useQuantityDrafts(send: Send) {
  const [drafts, setDrafts] = useState<Record<number, number>>({});
  const timers = useRef(new Map<number, { timer: ReturnType<typeof setTimeout>; quantity: number }>());
  const sendRef = useRef(send);
  sendRef.current = send;

  const forget = useCallback((lineIds: number[]) => {
    for (const id of lineIds) {
      clearTimeout(timers.current.get(id)?.timer);
      timers.current.delete(id);
    }
    setDrafts((all) => Object.fromEntries(Object.entries(all).filter(([id]) => !lineIds.includes(Number(id)))));
  }, []);

  /** Sends now (skipping the wait): a confirmed price, or the debounce running out. */
  const flush = useCallback((lineId: number, quantity: number) => {
    forget([lineId]);
    sendRef.current(lineId, quantity);
  }, [forget]);

  const change = useCallback((lineId: number, quantity: number) => {
    clearTimeout(timers.current.get(lineId)?.timer);
    const timer = setTimeout(() => flush(lineId, quantity), QUANTITY_DEBOUNCE_MS);
    timers.current.set(lineId, { timer, quantity });
    setDrafts((all) => ({ ...all, [lineId]: quantity }));
  }, [flush]);

  useEffect(() => {
    const waiting = timers.current;
    return () => {
      for (const [lineId, { timer, quantity }] of waiting) {
        clearTimeout(timer);
        sendRef.current(lineId, quantity);
      }
      waiting.clear();
    };
  }, []);

  const forgetAll = useCallback(() => forget([...timers.current.keys()]), [forget]);
  return { drafts, change, flush, forget, forgetAll };
}
