import path from 'node:path';
import { withDatabase } from '../../api/src/ops/staff-command';
import { createReleaseService } from '../../api/src/modules/remote-releases/service';
import { releaseStatus } from '../../api/src/modules/remote-releases/status';
import { createDatabaseStore } from '../../api/src/modules/remote-versions/database-store';
import { DeploymentError } from '../../api/src/modules/remote-versions/deployments';
import { createFileStore } from '../../api/src/modules/remote-versions/file-store';
import { commandLineActor } from '../../api/src/modules/staff/audit';
import type { RemoteName } from '../../rspack.base';
import { buildForPublish, packRelease, uploadRelease } from './mf-publish';
import { mfDir } from './paths';
import { VERSION_PATTERN } from './remote-version';

/** `npm run mf -- publish`: build (or take --from), pack with checksums, upload; the shop's gates decide. */
export async function publishCommand(name: RemoteName, options: { to?: string; key?: string; version: string; from?: string }): Promise<void> {
  if (!options.to || !/^https?:\/\//.test(options.to)) throw new DeploymentError('--to <shop url> is required (http:// or https://)');
  if (!VERSION_PATTERN.test(options.version)) throw new DeploymentError(`invalid version "${options.version}"`);
  const build = options.from ? { dir: path.resolve(options.from), remove: () => {} } : buildForPublish(name, options.version);
  try {
    const archive = packRelease(build.dir, name, options.version);
    console.log(`uploading ${name} ${options.version} (${archive.length} bytes) to ${options.to}`);
    const key = options.key ?? process.env.MF_PUBLISH_KEY;
    const token = process.env.MF_STAFF_TOKEN;
    const result = await uploadRelease(options.to, archive, { ...(key ? { key } : {}), ...(token ? { token } : {}) });
    console.log(result?.unchanged
      ? `${name} ${options.version} was already published with these very files: nothing changed`
      : `published ${name} ${options.version}; every replica serves it within seconds. Next: canary or promote it (console, or npm run mf -- canary ${name} ${options.version} --percent 10)`);
  } finally {
    build.remove();
  }
}

/** `npm run mf -- key <remote>`: rotates the remote's publishing key and prints it once. */
export async function keyCommand(name: RemoteName): Promise<void> {
  const key = await withDatabase((db) => createReleaseService(db, createFileStore(mfDir()), mfDir()).rotateKey(commandLineActor(), name));
  console.log(key);
  console.log(`the publishing key of ${name} (shown once; the previous key no longer works). Give it to the team's pipeline as MF_PUBLISH_KEY.`);
}

/** `npm run mf -- status`: what the console's releases page shows. */
export async function statusCommand(): Promise<void> {
  const remotes = await withDatabase((db) => releaseStatus(db, process.env.DATABASE_URL ? createDatabaseStore(db, mfDir()) : createFileStore(mfDir()), mfDir()));
  for (const r of remotes) {
    const canary = r.canary ? `  canary ${r.canary.version} (${r.canary.percent} %)` : '';
    console.log(`${r.remote}  live ${r.live ?? '-'}${canary}  key ${r.key ? `rotated ${r.key.createdAt} by ${r.key.createdBy}` : 'none'}`);
    for (const v of r.versions) {
      const gates = v.gates ? v.gates.map((g) => `${g.name} ${g.passed ? 'ok' : 'FAILED'}`).join(', ') : 'built on this machine (no gates)';
      const rate = v.pageLoads ? `${((100 * v.errors) / v.pageLoads).toFixed(2)} % errors of ${v.pageLoads} page loads` : 'no page loads';
      console.log(`  ${v.version.padEnd(12)} ${v.publishedBy ? `published ${v.publishedAt} by ${v.publishedBy}` : ''}  ${gates}  ${rate}, ${v.ssrFailures} SSR failures`);
    }
    for (const e of r.history.slice(0, 5)) console.log(`  ${e.at}  ${e.action.padEnd(8)} ${e.from ?? '-'} → ${e.to}${e.percent ? ` (${e.percent} %)` : ''}  ${e.actor ?? ''}${e.reason ? `: ${e.reason}` : ''}`);
  }
}
