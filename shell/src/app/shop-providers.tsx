import type { ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from '@labmall/shared/i18n/react';
import { QueryCacheProvider } from '@labmall/shared/data/query-cache-context';
import type { QueryCache } from '@labmall/shared/data/query-cache';
import { InitialRouteProvider, type InitialRoute } from '../federation/initial-route';
import { HydrationMark } from '../boot/hydration-mark';

interface ShopProvidersProps {
  i18n: I18n;
  cache: QueryCache;
  initialRoute: InitialRoute | null;
  children: ReactNode;
}

/**
 * What every render of the shop sits in, on the server and in the browser alike: the same tree on both sides, down
 * to the number of siblings (React derives `useId` values from positions), so hydration matches.
 */
export function ShopProviders({ i18n, cache, initialRoute, children }: ShopProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryCacheProvider cache={cache}>
        <InitialRouteProvider route={initialRoute}>
          {children}
          <HydrationMark />
        </InitialRouteProvider>
      </QueryCacheProvider>
    </I18nextProvider>
  );
}
