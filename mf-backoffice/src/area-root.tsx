import type { ReactNode } from 'react';
import { RemoteArea } from '@labmall/shared/ui/remote-area';

/** Wraps every page of this remote so the page tells which build of mf_backoffice rendered it. */
export function AreaRoot({ children }: { children: ReactNode }) {
  return (
    <RemoteArea name={__APP_NAME__} version={__APP_VERSION__}>
      {children}
    </RemoteArea>
  );
}
