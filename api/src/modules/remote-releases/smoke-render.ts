import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { LANGUAGES } from '../../../../shared/src/i18n/languages';
import type { Config } from '../../config';
import { runtimeSettings } from '../../plugins/static/runtime-config';
import { createInProcessApi } from '../../plugins/static/ssr/in-process-api';
import { NotAPage, PartialPage, renderToText } from '../../plugins/static/ssr/render-to-text';
import { createRendererLoader, type RenderRequest, type ShellRenderer } from '../../plugins/static/ssr/shell-renderer';
import { createTranslations } from '../../plugins/static/ssr/translations';
import { entryFor, type RemoteManifest } from '../remote-versions/browser-manifest';
import type { Deployments } from '../remote-versions/deployments';
import { expectedModules, type GateResult } from './gates';
import { smokeRoutesOf, type SmokeRoute } from './smoke-routes';
import type { TarFile } from './tar';

/** Checks a candidate version of a remote by rendering its public pages on the server (the `smokeRender` gate). */
export type SmokeRender = (remote: string, version: string, files: TarFile[], deployments: Deployments) => Promise<GateResult>;

/** Reports that are not the page's fault: a call that was late or failed is left to the browser on any version. */
const isDataMiss = (context: string) => context.startsWith('query ');
/** Generous: the gate is about errors, not speed, and a publish may run beside the shop's traffic. */
const SMOKE_DATA_DEADLINE_MS = 10_000;
/** The first few failures are enough to act on; the count says how many there were. */
const FAILURES_SHOWN = 3;

function shellTemplate(shellDir: string): string | undefined {
  try {
    return readFileSync(path.join(shellDir, 'index.html'), 'utf8');
  } catch {
    return undefined;
  }
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0]!.slice(0, 200);

/**
 * The smoke-render gate (docs/deploy.md "Gates"): the candidate's server build is unpacked into a folder of its
 * own, and each public route whose page the remote exposes is rendered by the shop's own renderer in the four
 * languages, as a guest, with every other remote at its live version. A page whose module, loader or render
 * throws refuses the version. A shop without a server build renders pages in the browser only: there is nothing
 * to run the check on, so the gate says it was skipped.
 */
export function createSmokeRender(app: FastifyInstance, config: Config): SmokeRender {
  const renderer = createRendererLoader(config.shellServerDir, app.log);
  const translations = createTranslations(config.i18nDir);
  const callApi = createInProcessApi(app);

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

  return async function smokeRender(remote, version, files, deployments) {
    const shell = config.ssr ? await renderer().catch(() => undefined) : undefined;
    const template = shellTemplate(config.shellDir);
    if (!shell || template === undefined) return { name: 'smokeRender', passed: true, detail: 'skipped: this shop has no server build (pages render in the browser)' };

    const routes: SmokeRoute[] = await smokeRoutesOf(app.db, remote);
    // Outside MF_DIR, which is served: nobody may fetch a version that has not passed its gates.
    const staging = path.join(tmpdir(), 'labmall-smoke-render', `${remote}-${version}-${randomUUID()}`);
    try {
      for (const file of files) {
        const to = path.join(staging, file.path);
        mkdirSync(path.dirname(to), { recursive: true });
        writeFileSync(to, file.data);
      }
      const manifest: RemoteManifest = { remotes: {} };
      for (const [name, deployment] of Object.entries(deployments)) manifest.remotes[name] = { version: deployment.live, entry: entryFor(name, deployment.live) };
      manifest.remotes[remote] = { version, entry: entryFor(remote, version) };
      const serverEntry = (name: string, at: string) =>
        name === remote && at === version ? path.join(staging, 'server', 'remoteEntry.js') : path.join(config.mfDir, name, at, 'server', 'remoteEntry.js');

      const base: RenderRequest = {
        url: '/',
        origin: config.publicOrigin || `http://localhost:${config.port}`,
        cookies: {},
        userAgent: 'Mozilla/5.0 (X11; Linux x86_64) labmall-smoke-render',
        template,
        translations,
        api: callApi,
        manifest,
        loadPage: (name, module) => {
          const at = manifest.remotes[name]?.version;
          return at ? shell.loadServerPage(name, at, serverEntry(name, at), module) : Promise.reject(new Error(`remote ${name} is not live`));
        },
        pageAssets: () => '',
        dataDeadlineMs: SMOKE_DATA_DEADLINE_MS,
        runtimeConfig: runtimeSettings(config, '') as RenderRequest['runtimeConfig'],
        onError: () => undefined,
      };
      const failures: string[] = [];
      // Every page module the shell loads from this remote, also those behind sign-in (rendered in the browser
      // only): a module that cannot even be evaluated in Node (e.g. `window` read at import) breaks the server.
      const modules = expectedModules(remote);
      for (const module of modules) {
        await base.loadPage(remote, module).catch((error: unknown) => failures.push(`${module}: cannot be loaded on the server: ${describe(error)}`));
      }
      // One page at a time: rendering is CPU work, and the shop keeps serving shoppers meanwhile.
      for (const route of routes) {
        for (const language of LANGUAGES) {
          const failure = await renderRoute(shell, base, `/${language.prefix}${route.path === '/' ? '' : route.path}`);
          if (failure) failures.push(failure);
        }
      }
      const pages = routes.length * LANGUAGES.length;
      const checked = `${modules.length} page modules and ${routes.length} public routes in ${LANGUAGES.length} languages, ${pages} pages`;
      return failures.length
        ? { name: 'smokeRender', passed: false, detail: `failed on the server: ${failures.slice(0, FAILURES_SHOWN).join('; ')} (${failures.length} problems; checked ${checked})` }
        : { name: 'smokeRender', passed: true, detail: `rendered on the server: ${checked}` };
    } finally {
      rmSync(staging, { recursive: true, force: true });
    }
  };
}
