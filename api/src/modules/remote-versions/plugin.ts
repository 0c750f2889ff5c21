import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { parseCookies } from '../../plugins/static/ssr/cookies';
import { browserOf, cookie, OVERRIDE_COOKIE, validOverrides } from './browser-cookies';
import { hasCanary, manifestFor, type RemoteManifest } from './browser-manifest';
import { liveFromDatabase, liveFromFile } from './live-deployments';

declare module 'fastify' {
  interface FastifyInstance {
    /** The remote versions of this browser's page load (canary bucket and staff overrides applied). */
    remoteManifestFor(request: FastifyRequest, reply: FastifyReply): RemoteManifest;
  }
}

const PRIVATE_NO_CACHE = 'private, no-cache';

/**
 * The remote-version manifest (DESIGN §3, docs/deploy.md "Remote versions"): one per browser now that canaries
 * and staff overrides exist. /mf/manifest.json answers it; server rendering embeds the same one.
 */
async function remoteVersions(app: FastifyInstance, { config }: { config: Config }) {
  const live = app.dbDriver === 'postgres' ? await liveFromDatabase(app.db, config.mfDir, app.log) : liveFromFile(config.mfDir);
  app.addHook('onClose', async () => live.stop());

  app.decorate('remoteManifestFor', (request: FastifyRequest, reply: FastifyReply) => {
    const deployments = live.current();
    const browser = browserOf(request, reply, { secret: config.mfOverrideSecret, mfDir: config.mfDir, canaryRunning: hasCanary(deployments) });
    const manifest = manifestFor(deployments, browser);
    // One page load of each version this browser gets: the canary judge's denominator (remote-releases/health.ts).
    for (const [remote, r] of Object.entries(manifest.remotes)) app.remoteHealth.count(remote, r.version, 'pageLoads');
    return manifest;
  });

  app.get('/mf/manifest.json', async (request, reply) => {
    const manifest = app.remoteManifestFor(request, reply);
    return reply.header('cache-control', PRIVATE_NO_CACHE).send(manifest);
  });

  // A staff override link (`npm run mf -- override-link`): pins the version in this browser, then opens the shop.
  app.get<{ Querystring: { token?: string; clear?: string } }>('/mf/override', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (request.query.clear !== undefined) {
      return reply.header('set-cookie', cookie(request, OVERRIDE_COOKIE, '', 0)).redirect('/', 303);
    }
    const token = typeof request.query.token === 'string' ? request.query.token : undefined;
    const [added] = validOverrides(token, config.mfOverrideSecret, config.mfDir);
    if (!added) {
      return reply.code(400).type('text/plain; charset=utf-8').send('This override link is invalid, has expired, or names a version that is not released.\n');
    }
    // One override per remote: a new link for a remote replaces its earlier one and keeps the others.
    const kept = validOverrides(parseCookies(request.headers.cookie)[OVERRIDE_COOKIE], config.mfOverrideSecret, config.mfDir)
      .filter((o) => o.remote !== added.remote);
    const overrides = [...kept, added];
    const maxAgeS = Math.max(...overrides.map((o) => o.expiresAt)) - Math.floor(Date.now() / 1000);
    return reply.header('set-cookie', cookie(request, OVERRIDE_COOKIE, overrides.map((o) => o.token).join('|'), maxAgeS)).redirect('/', 303);
  });
}

export default fp(remoteVersions, { name: 'remote-versions', dependencies: ['db', 'remote-health'] });
