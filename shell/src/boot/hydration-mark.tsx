import { useEffect } from 'react';
import { endPageHydration } from '@labmall/shared/ssr/use-hydrated';

/**
 * Marks the root `data-hydrated` once React has taken over the page (its effects run after the first commit).
 * Renders nothing, so the server's tree and the hydrating one stay the same. Tests and tools wait for it
 * before they use a server-rendered page's controls.
 */
export function HydrationMark() {
  useEffect(() => {
    // The last effect of the first commit (the last child of the providers): every hydrated component has read
    // the server's snapshot and scheduled its switch by now.
    endPageHydration();
    document.getElementById('root')?.setAttribute('data-hydrated', '');
  }, []);
  return null;
}
