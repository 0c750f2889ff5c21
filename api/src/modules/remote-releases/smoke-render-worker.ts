import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { LANGUAGES } from '../../../../shared/src/i18n/languages';
import type { Asker } from '../../lib/heavy-work/conversation';
import { NotAPage, PartialPage, renderToText } from '../../plugins/static/ssr/render-to-text';
import { createRendererLoader, type InProcessRequest, type InProcessResponse, type RenderRequest, type ShellRenderer } from '../../plugins/static/ssr/shell-renderer';
import { createTranslations } from '../../plugins/static/ssr/translations';
import type { RemoteManifest } from '../remote-versions/browser-manifest';
import type { GateResult } from './gates';
import type { SmokeRoute } from './smoke-routes';

/** What the smoke render of one candidate needs, all of it plain data (smoke-render.ts gathers it on the main thread). */
export type SmokeRenderJob = {
  remote: string;
  version: string;
  /** Where the candidate's files were unpacked (outside MF_DIR: nobody may fetch a version that has not passed). */
  stagingDir: string;
  mfDir: string;
  shellServerDir: string;
  i18nDir: string;
  template: string;
  origin: string;
  runtimeConfig: Record<string, string>;
  /** Every remote at its live version, the candidate at its own. */
  manifest: RemoteManifest;
  modules: string[];
  routes: SmokeRoute[];
};

/** Reports that are not the page's fault: a call that was late or failed is left to the browser on any version. */
const isDataMiss = (context: string) => context.startsWith('query ');
/** Generous: the gate is about errors, not speed, and a publish may run beside the shop's traffic. */
const SMOKE_DATA_DEADLINE_MS = 10_000;
/** The first few failures are enough to act on; the count says how many there were. */
const FAILURES_SHOWN = 3;

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0]!.slice(0, 200);
const log = pino({ level: 'warn' }) as unknown as FastifyBaseLogger;

/** The shop's server renderer in this thread (loaded once per build folder; undefined without a server build). */
export const loadRenderer = (shellServerDir: string) => createRendererLoader(shellServerDir, log)();

async function renderRoute(shell: ShellRenderer, base: RenderRequest, url: string): Promise<string | undefined> {
  const problems: string[] = [];
  const request: RenderRequest = {
    ...base,
    url,
    onError: (error, context) => {
      if (!isDataMiss(context)) problems.push(`${context}: ${describe(error)}`);
    },
  };
  try {
    await renderToText(shell, request);
  } catch (error) {
    if (!(error instanceof PartialPage) && !(error instanceof NotAPage)) problems.push(describe(error));
  }
  return problems.length ? `${url}: ${problems[0]}` : undefined;
}

/**
 * The smoke-render gate's work, in a heavy-work thread: the candidate's code is evaluated there (its own federation
 * runtime, away from the shop's), each public route whose page the remote exposes is rendered by the shop's own
 * renderer in the four languages as a guest, and the pages' API calls are answered by the main thread's routes
 * (`ask('api')`). A page whose module, loader or render throws refuses the version.
 */
export async function smokeRenderInWorker(job: SmokeRenderJob, ask: Asker): Promise<GateResult> {
  // A renderer that cannot be loaded is the shop's build, not the candidate: pages render in the browser, as without one.
  const shell = await loadRenderer(job.shellServerDir).catch(() => undefined);
  if (!shell) return { name: 'smokeRender', passed: true, detail: 'skipped: this shop has no server build (pages render in the browser)' };
  const serverEntry = (name: string, at: string) =>
    name === job.remote && at === job.version ? path.join(job.stagingDir, 'server', 'remoteEntry.js') : path.join(job.mfDir, name, at, 'server', 'remoteEntry.js');
  const base: RenderRequest = {
    url: '/',
    origin: job.origin,
    cookies: {},
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) labmall-smoke-render',
    template: job.template,
    translations: createTranslations(job.i18nDir),
    api: (request: InProcessRequest) => ask<InProcessResponse>('api', request),
    manifest: job.manifest,
    loadPage: (name, module) => {
      const at = job.manifest.remotes[name]?.version;
      return at ? shell.loadServerPage(name, at, serverEntry(name, at), module) : Promise.reject(new Error(`remote ${name} is not live`));
    },
    pageAssets: () => '',
    dataDeadlineMs: SMOKE_DATA_DEADLINE_MS,
    runtimeConfig: job.runtimeConfig,
    onError: () => undefined,
  };
  const failures: string[] = [];
  // Every page module the shell loads from this remote, also those behind sign-in (rendered in the browser
  // only): a module that cannot even be evaluated in Node (e.g. `window` read at import) breaks the server.
  for (const module of job.modules) {
    await base.loadPage(job.remote, module).catch((error: unknown) => failures.push(`${module}: cannot be loaded on the server: ${describe(error)}`));
  }
  for (const route of job.routes) {
    for (const language of LANGUAGES) {
      const failure = await renderRoute(shell, base, `/${language.prefix}${route.path === '/' ? '' : route.path}`);
      if (failure) failures.push(failure);
    }
  }
  const pages = job.routes.length * LANGUAGES.length;
  const checked = `${job.modules.length} page modules and ${job.routes.length} public routes in ${LANGUAGES.length} languages, ${pages} pages`;
  return failures.length
    ? { name: 'smokeRender', passed: false, detail: `failed on the server: ${failures.slice(0, FAILURES_SHOWN).join('; ')} (${failures.length} problems; checked ${checked})` }
    : { name: 'smokeRender', passed: true, detail: `rendered on the server: ${checked}` };
}
