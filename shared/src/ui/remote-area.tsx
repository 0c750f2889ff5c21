import type { ReactNode } from 'react';

/**
 * The root element of every remote page: names the remote and the version that rendered it, so operators (and
 * the e2e tests) can see which release a shopper got after a promotion.
 */
export function RemoteArea({ name, version, children }: { name: string; version: string; children: ReactNode }) {
  return (
    <div className="remote-area" data-mf-remote={name} data-mf-version={version}>
      {children}
    </div>
  );
}
