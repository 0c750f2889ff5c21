import { useEffect, useState } from 'react';

/**
 * Milliseconds left until `deadline` (ISO) by the server's clock (`clockOffset` = server − device), ticking
 * each second; null without a deadline, 0 once it has passed. Derived at render from the current second, so a
 * deadline that arrives later never shows a stale or empty value first.
 */
export function useCountdown(deadline: string | null, clockOffset: number): number | null {
  const end = deadline ? Date.parse(deadline) : NaN;
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (Number.isNaN(end)) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [end]);

  return Number.isNaN(end) ? null : Math.max(0, end - (now + clockOffset));
}
