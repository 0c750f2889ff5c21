import { randomBytes } from 'node:crypto';
import { REMOTE_NAMES } from '../../../../shell/src/federation/remote-names';
import { AppError } from '../../lib/app-error';
import type { Db } from '../../db/types';
import { recordAudit, type StaffActor } from '../staff/audit';
import { planCanary, planPromote, planRelease, planRollback, DeploymentError, type DeploymentChange, type RemoteState } from '../remote-versions/deployments';
import type { RemoteVersionStore } from '../remote-versions/store';
import { checkReleaseInThread } from './archive-check';
import type { GateResult } from './gates';
import type { SmokeRender } from './smoke-render';
import { createReleaseRepository } from './repository';
import { isUnpacked, unpackRelease } from './unpack';

export interface PublishResult {
  remote: string;
  version: string;
  /** True when the very same archive had been published before: nothing changed. */
  unchanged: boolean;
  gates: GateResult[];
}

/** A deployment change as planned from the remote's state (deployments.ts). */
type Step = (state: RemoteState) => DeploymentChange;

/**
 * Publishing and deploying remote versions (docs/deploy.md "Publishing a remote"). `keyRemote` is set when the
 * caller authenticated with a publishing key: it may publish that remote only. `smokeRender` is the publish
 * API's server-render gate (the judge, which only rolls back, has none).
 */
export function createReleaseService(db: Db, store: RemoteVersionStore, mfDir: string, smokeRender?: SmokeRender) {
  const releases = createReleaseRepository(db);

  async function change(actor: StaffActor, remote: string, step: Step, reason?: string) {
    if (!(REMOTE_NAMES as readonly string[]).includes(remote)) throw new AppError(400, 'releaseChangeRefused', { reason: `unknown remote ${remote}` });
    try {
      const entry = await store.change(remote, (state) => {
        const planned = step(state);
        return { ...planned, entry: { ...planned.entry, actor: actor.account, ...(reason ? { reason } : {}) } };
      });
      await recordAudit(db, actor, { action: `release.${entry.action}`, entity: 'remote', entityId: remote, after: entry });
      return entry;
    } catch (error) {
      if (error instanceof DeploymentError) throw new AppError(409, 'releaseChangeRefused', { reason: error.message });
      throw error;
    }
  }

  async function publish(actor: StaffActor, archive: Buffer, keyRemote?: string): Promise<PublishResult> {
    // Unpacked, hashed and weighed in a heavy-work thread; an unreadable archive is a 400 (releaseArchiveInvalid).
    const { verified, digest, gates } = await checkReleaseInThread(archive);
    const { remote, version } = verified.info;
    if (!(REMOTE_NAMES as readonly string[]).includes(remote)) throw new AppError(400, 'releaseArchiveInvalid', { reason: `unknown remote ${remote}` });
    if (keyRemote && keyRemote !== remote) throw new AppError(403, 'forbidden', { reason: `this key publishes ${keyRemote} only` });
    const same = async () => {
      const existing = await releases.find(remote, version);
      if (!existing) return undefined;
      // Immutable: a version's files are cached for a year, so the same version with other bytes is refused.
      if (existing.sha256 !== digest) throw new AppError(409, 'releaseExists', { reason: `${remote} ${version} is already published with other contents` });
      return { remote, version, unchanged: true, gates: existing.gates };
    };
    const earlier = await same();
    if (earlier) return earlier;
    // A folder built on this machine (`npm run mf -- release`, `npm run build`) is served as that version already.
    if (isUnpacked(mfDir, remote, version)) throw new AppError(409, 'releaseExists', { reason: `${remote} ${version} was already built on the shop's machine` });
    // The smoke render runs the candidate's code, so only a version that passed the cheap checks gets that far.
    if (smokeRender && gates.every((g) => g.passed)) gates.push(await smokeRender(remote, version, verified.files, await store.deployments()));
    const failed = gates.filter((g) => !g.passed);
    if (failed.length) throw new AppError(422, 'releaseGateFailed', { reason: failed.map((g) => `${g.name}: ${g.detail}`).join('; '), gates });
    const inserted = await db.transaction(async (tx) => {
      if (!(await releases.insert(tx, { remote, version, archive, sha256: digest, gates, publishedBy: actor.account }))) return false;
      await recordAudit(tx, actor, { action: 'release.publish', entity: 'remote', entityId: remote, after: { version, sha256: digest, bytes: archive.length, gates } });
      return true;
    });
    if (!inserted) return (await same())!; // a concurrent upload of the same version won
    unpackRelease(mfDir, remote, version, verified.files);
    await change(actor, remote, (state) => planRelease(state, version));
    return { remote, version, unchanged: false, gates };
  }

  /** A new publishing key for a remote (the previous one stops working): shown once, only its hash is kept. */
  async function rotateKey(actor: StaffActor, remote: string): Promise<string> {
    if (!(REMOTE_NAMES as readonly string[]).includes(remote)) throw new AppError(400, 'releaseChangeRefused', { reason: `unknown remote ${remote}` });
    const key = `mfk_${remote}_${randomBytes(32).toString('base64url')}`;
    await db.transaction(async (tx) => {
      await releases.saveKey(tx, remote, key, actor.account);
      await recordAudit(tx, actor, { action: 'release.key.rotate', entity: 'remote', entityId: remote });
    });
    return key;
  }

  return {
    publish,
    rotateKey,
    remoteOfKey: releases.remoteOfKey,
    canary: (actor: StaffActor, remote: string, version: string, percent: number) => change(actor, remote, (s) => planCanary(s, version, percent)),
    promote: (actor: StaffActor, remote: string, version: string) => change(actor, remote, (s) => planPromote(s, version)),
    rollback: (actor: StaffActor, remote: string, reason?: string) => change(actor, remote, planRollback, reason),
    /** The judge's rollback: only while that very canary still runs (an operator may have acted meanwhile). */
    rollbackCanary: (actor: StaffActor, remote: string, version: string, reason: string) => change(actor, remote, (state) => {
      if (state.current?.canary?.version !== version) throw new DeploymentError(`${remote} ${version} is no longer the canary`);
      return planRollback(state);
    }, reason),
  };
}
