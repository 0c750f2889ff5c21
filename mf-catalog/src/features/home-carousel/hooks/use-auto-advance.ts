import { useEffect } from 'react';

/** How long a slide stays before the next one; long enough to read a headline (WCAG 2.2.2 allows pausing). */
export const AUTO_ADVANCE_MS = 6000;

/** Calls `advance` every AUTO_ADVANCE_MS while `running`; restarts the wait whenever `index` changes. */
export function useAutoAdvance(running: boolean, index: number, advance: () => void): void {
  useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(advance, AUTO_ADVANCE_MS);
    return () => window.clearTimeout(timer);
  }, [running, index, advance]);
}
