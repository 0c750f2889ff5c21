import type { QueryCache } from '@labmall/shared/data/query-cache';
import { BrowserRouter } from '@labmall/shared/router';
import { i18n } from '@labmall/shared/i18n/i18n';
import { AppRoutes } from '../routes/app-routes';
import type { InitialRoute } from '../federation/initial-route';
import { ShopProviders } from './shop-providers';

/** The whole shop as the browser renders it: providers, the router and the route table. */
export function ShopApp({ cache, initialRoute }: { cache: QueryCache; initialRoute: InitialRoute | null }) {
  return (
    <ShopProviders i18n={i18n} cache={cache} initialRoute={initialRoute}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </ShopProviders>
  );
}
