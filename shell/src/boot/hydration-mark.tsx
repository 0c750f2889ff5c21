import { useEffect } from 'react';

/**
 * Marks the root `data-hydrated` (and the performance timeline `labmall:hydrated`) once React has taken over the page (its effects run after the first commit).
 * Renders nothing, so the server's tree and the hydrating one stay the same. Tests and tools wait for it
 * before they use a server-rendered page's controls.
 */
export function HydrationMark() {
  useEffect(() => {
    document.getElementById('root')?.setAttribute('data-hydrated', '');
    // For profiles (npm run profile:page) and the Performance panel: when the page became React's.
    performance.mark?.('labmall:hydrated');
  }, []);
  return null;
}
