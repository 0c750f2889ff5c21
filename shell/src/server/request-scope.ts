import { AsyncLocalStorage } from 'node:async_hooks';
import { setServerRequestScope, type ServerRequestScope } from '@labmall/shared/api/client';

const scopes = new AsyncLocalStorage<ServerRequestScope>();
setServerRequestScope(() => scopes.getStore());

/**
 * Runs `work` with the API client of the shell and every remote bound to this request: its calls go to the API
 * in process (no HTTP round trip to itself) in the page's language. Async context follows every await inside.
 */
export function withRequestScope<T>(scope: ServerRequestScope, work: () => Promise<T>): Promise<T> {
  return scopes.run(scope, work);
}
