import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { staffActor, type StaffActor } from '../staff/audit';
import { MAX_ARCHIVE_BYTES } from './archive';
import { canaryBody, changeResponse, keyResponse, promoteBody, publishResponse, remoteBody, rollbackBody, statusResponse } from './schemas';
import { createReleaseService } from './service';
import { createSmokeRender } from './smoke-render';
import { releaseStatus } from './status';
import { versionStoreOf } from './version-store';

const PUBLISH_KEY_HEADER = 'x-publish-key';
const ARCHIVE_TYPES = ['application/gzip', 'application/x-gzip', 'application/octet-stream'];

/**
 * Remote releases under /api/backoffice/releases (docs/deploy.md "Publishing a remote"): a team's pipeline publishes
 * with its remote's key (X-Publish-Key) or a staff token with the `releases` scope; the console (scope releases)
 * reads the status, runs canaries, promotes, rolls back and rotates keys.
 */
export const remoteReleaseRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const store = versionStoreOf(app, config.mfDir);
  const releases = createReleaseService(app.db, store, config.mfDir, createSmokeRender(app, config));
  const guard = { onRequest: app.requireScope('releases') };
  const prefix = '/backoffice/releases';
  const keyActors = new WeakMap<FastifyRequest, StaffActor & { remote: string }>();

  // The archive is the raw body; the caller is checked before it is read (onRequest), so nobody uploads 40 MB unasked.
  app.addContentTypeParser(ARCHIVE_TYPES, { parseAs: 'buffer', bodyLimit: MAX_ARCHIVE_BYTES }, (_request, body, done) => done(null, body));
  const publishAuth = async (request: FastifyRequest) => {
    const key = request.headers[PUBLISH_KEY_HEADER];
    if (typeof key !== 'string') return app.requireScope('releases')(request);
    const remote = await releases.remoteOfKey(key);
    if (!remote) throw new AppError(401, 'publishKeyInvalid');
    keyActors.set(request, { id: null, account: `key:${remote}`, requestId: request.id, remote });
  };

  app.post(`${prefix}/publish`, { onRequest: publishAuth, bodyLimit: MAX_ARCHIVE_BYTES, schema: { response: { 200: publishResponse } } }, async (request) => {
    if (!Buffer.isBuffer(request.body)) throw new AppError(400, 'releaseArchiveInvalid', { reason: `send the .tar.gz as the body (Content-Type: ${ARCHIVE_TYPES[0]})` });
    const keyActor = keyActors.get(request);
    return ok(await releases.publish(keyActor ?? staffActor(request), request.body, keyActor?.remote));
  });

  app.get(`${prefix}/status`, { ...guard, schema: { response: { 200: statusResponse } } }, async () => ok(await releaseStatus(app.db, store, config.mfDir)));
  app.post(`${prefix}/key`, { ...guard, schema: { body: remoteBody, response: { 200: keyResponse } } }, async (request) =>
    ok({ remote: request.body.remote, key: await releases.rotateKey(staffActor(request), request.body.remote) }));
  app.post(`${prefix}/canary`, { ...guard, schema: { body: canaryBody, response: { 200: changeResponse } } }, async (request) =>
    ok(await releases.canary(staffActor(request), request.body.remote, request.body.version, request.body.percent)));
  app.post(`${prefix}/promote`, { ...guard, schema: { body: promoteBody, response: { 200: changeResponse } } }, async (request) =>
    ok(await releases.promote(staffActor(request), request.body.remote, request.body.version)));
  app.post(`${prefix}/rollback`, { ...guard, schema: { body: rollbackBody, response: { 200: changeResponse } } }, async (request) =>
    ok(await releases.rollback(staffActor(request), request.body.remote, request.body.reason)));
};
