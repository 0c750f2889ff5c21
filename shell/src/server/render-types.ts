import type { Readable } from 'node:stream';
import type { RuntimeConfig } from '@labmall/shared/config/runtime-config';
import type { InProcessCall } from '@labmall/shared/api/in-process-adapter';
import type { Language } from '@labmall/shared/i18n/languages';
import type { RemotePageModule } from '../federation/initial-route';
import type { RemoteManifest } from '../federation/remote-manifest';
import type { RemoteName } from '../federation/remote-names';
import type { Translations } from './server-i18n';

/** What the API gives the renderer for one request (api/src/plugins/static/ssr/shell-renderer.ts mirrors it). */
export interface RenderRequest {
  /** Path and query, e.g. `/en/product/12?utm_source=x`. */
  url: string;
  /** `https://shop.example` as the shopper reached it. */
  origin: string;
  cookies: Record<string, string | undefined>;
  /** The browser's User-Agent: a phone opening an activity form is redirected to the mobile form page (spec §5). */
  userAgent: string;
  /** The built index.html of the shell (scripts, styles). */
  template: string;
  translations: (language: Language) => Translations;
  /** The API, in process. */
  api: InProcessCall;
  /** The manifest the server loads remotes by (embedded for the browser). */
  manifest: RemoteManifest;
  /** Loads an exposed page of a remote on the server (the manifest's version). */
  loadPage: (remote: RemoteName, module: string) => Promise<RemotePageModule>;
  /** `<link>` tags preloading what the browser will need for this remote page (entry, chunks, styles). */
  pageAssets: (remote: string, module: string) => string;
  /** How long the page waits for its data before it streams without the late part. */
  dataDeadlineMs: number;
  /** What /config.json would answer this request: rendered with, and embedded for the browser's boot. */
  runtimeConfig: RuntimeConfig;
  onError: (error: unknown, context: string) => void;
}

export type RenderResult =
  /** `complete`: nothing was left out (no failed or late call, no remote failed): the page may be kept. */
  | { kind: 'page'; status: number; body: Readable; complete: boolean }
  | { kind: 'redirect'; location: string }
  /** Pages behind sign-in or with browser-only guards stay client-rendered: the API sends the plain shell. */
  | { kind: 'client' };
