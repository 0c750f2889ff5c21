import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { AppError } from '../../lib/app-error';
import { runHeavyWork } from '../../lib/heavy-work/pool';
import { runtimeSettings } from '../../plugins/static/runtime-config';
import { createInProcessApi } from '../../plugins/static/ssr/in-process-api';
import type { InProcessRequest } from '../../plugins/static/ssr/shell-renderer';
import { entryFor, type RemoteManifest } from '../remote-versions/browser-manifest';
import type { Deployments } from '../remote-versions/deployments';
import { expectedModules, type GateResult } from './gates';
import { smokeRoutesOf } from './smoke-routes';
import type { TarFile } from './tar';

/** Checks a candidate version of a remote by rendering its public pages on the server (the `smokeRender` gate). */
export type SmokeRender = (remote: string, version: string, files: TarFile[], deployments: Deployments) => Promise<GateResult>;

/** A remote's pages in four languages render in a few seconds; a candidate that hangs its render is refused at this. */
export const SMOKE_RENDER_TIME_LIMIT_MS = 120_000;

function shellTemplate(shellDir: string): string | undefined {
  try {
    return readFileSync(path.join(shellDir, 'index.html'), 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * The smoke-render gate (docs/deploy.md "Gates"): the candidate's server build is unpacked into a folder of its
 * own and rendered in a heavy-work thread (smoke-render-worker.ts), so the candidate's code never runs in the thread
 * that answers shoppers; the pages' API calls come back here and go through the shop's own routes. A shop without a
 * server build renders pages in the browser only: there is nothing to run the check on, so the gate says it was skipped.
 */
export function createSmokeRender(app: FastifyInstance, config: Config): SmokeRender {
  const callApi = createInProcessApi(app);

  return async function smokeRender(remote, version, files, deployments) {
    const template = shellTemplate(config.shellDir);
    if (!config.ssr || !existsSync(path.join(config.shellServerDir, 'index.js')) || template === undefined) {
      return { name: 'smokeRender', passed: true, detail: 'skipped: this shop has no server build (pages render in the browser)' };
    }
    const routes = await smokeRoutesOf(app.db, remote);
    // Outside MF_DIR, which is served: nobody may fetch a version that has not passed its gates.
    const stagingDir = path.join(tmpdir(), 'labmall-smoke-render', `${remote}-${version}-${randomUUID()}`);
    try {
      for (const file of files) {
        const to = path.join(stagingDir, file.path);
        mkdirSync(path.dirname(to), { recursive: true });
        writeFileSync(to, file.data);
      }
      const manifest: RemoteManifest = { remotes: {} };
      for (const [name, deployment] of Object.entries(deployments)) manifest.remotes[name] = { version: deployment.live, entry: entryFor(name, deployment.live) };
      manifest.remotes[remote] = { version, entry: entryFor(remote, version) };
      const job = {
        remote,
        version,
        stagingDir,
        mfDir: config.mfDir,
        shellServerDir: config.shellServerDir,
        i18nDir: config.i18nDir,
        template,
        origin: config.publicOrigin || `http://localhost:${config.port}`,
        runtimeConfig: runtimeSettings(config, '') as Record<string, string>,
        manifest,
        modules: expectedModules(remote),
        routes,
      };
      return await runHeavyWork('smokeRender', job, { timeoutMs: SMOKE_RENDER_TIME_LIMIT_MS, answers: { api: (request: InProcessRequest) => callApi(request) } });
    } catch (error) {
      // A candidate whose render hangs, eats memory or ends its thread is refused like one that throws; a full queue
      // (503) or the database away is the caller's answer.
      if (error instanceof AppError && error.key !== 'heavyWorkTooLong' && error.key !== 'heavyWorkTooLarge') throw error;
      const why =
        error instanceof AppError
          ? error.key === 'heavyWorkTooLong' ? `did not finish within ${SMOKE_RENDER_TIME_LIMIT_MS / 1000} s` : 'ran out of memory'
          : `stopped its thread: ${(error instanceof Error ? error.message : String(error)).slice(0, 200)}`;
      return { name: 'smokeRender', passed: false, detail: `failed on the server: the render ${why}` };
    } finally {
      rmSync(stagingDir, { recursive: true, force: true });
    }
  };
}
