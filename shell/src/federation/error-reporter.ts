import { isChunkLoadError } from './chunk-reload-guard';
import { getRemoteRegistry } from './remote-loader';
import { isRemoteName, type RemoteName } from './remote-names';

/** The shop's own collector (api remote-releases/telemetry.ts): it judges canaries by these reports. */
export const TELEMETRY_URL = '/api/telemetry/errors';

export type ErrorKind = 'error' | 'unhandledrejection' | 'boundary' | 'chunk';

// Once per remote (or once for an error no remote claims) per page load: the judge compares page loads that
// saw an error, so a loop of the same error must not count a hundred times.
const reported = new Set<string>();

/** No personal data leaves the browser: query strings, e-mail addresses and long digit runs are cut. */
const scrub = (text: string) =>
  text.replace(/\?[^\s#'"]*/g, '?…').replace(/[^\s@'"]+@[^\s@'"]+/g, '<email>').replace(/\d{5,}/g, '<n>').slice(0, 300);

/** The remote whose files threw, from the stack's /mf/<remote>/<version>/ URLs; undefined when none did. */
export function remoteOfStack(error: unknown): RemoteName | undefined {
  const stack = (error as { stack?: unknown } | null)?.stack;
  const name = typeof stack === 'string' ? /\/mf\/(mf_[a-z_]+)\//.exec(stack)?.[1] : undefined;
  return name && isRemoteName(name) ? name : undefined;
}

/** Sends one error report tagged with the page's remote versions (sendBeacon: it survives the page unloading). */
export function reportRemoteError(kind: ErrorKind, error: unknown, remote: RemoteName | undefined = remoteOfStack(error)): void {
  const key = remote ?? '*';
  const versions = getRemoteRegistry().versions;
  if (reported.has(key) || Object.keys(versions).length === 0) return;
  reported.add(key);
  const message = scrub(String((error as { message?: unknown } | null)?.message ?? error));
  const body = JSON.stringify({ versions, errors: [{ kind, ...(remote ? { remote } : {}), message }] });
  try {
    if (navigator.sendBeacon?.(TELEMETRY_URL, body)) return;
    void fetch(TELEMETRY_URL, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'text/plain' } }).catch(() => {});
  } catch {
    // Reporting must never break the page.
  }
}

/** Uncaught errors and rejections of the whole page (a route's boundary reports its own, see remote-error-boundary). */
export function startErrorReporting(): void {
  window.addEventListener('error', (event) => reportRemoteError(isChunkLoadError(event.error) ? 'chunk' : 'error', event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => reportRemoteError(isChunkLoadError(event.reason) ? 'chunk' : 'unhandledrejection', event.reason));
}

/** Test helper: a new page load. */
export const forgetReportedErrors = () => reported.clear();
