import path from 'node:path';
import { runCommandLine } from '../../api/src/ops/cli/run-command-line';
import { DeploymentError } from '../../api/src/modules/remote-versions/deployments';
import type { RemoteName } from '../../rspack.base';
import { buildForPublish, packRelease, uploadRelease } from './mf-publish';
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

/**
 * `npm run mf -- key <remote>` and `npm run mf -- status` (api/src/ops/releases-main.ts): on the database directly,
 * or through the running shop while `npm start` holds the embedded one. Answers the exit code.
 */
export const releaseDatabaseCommand = (argv: ['key', RemoteName] | ['status']): Promise<number> => runCommandLine('mf', argv);
