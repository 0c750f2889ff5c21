import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT_DIR, type RemoteName } from '../../rspack.base';
import { RELEASE_FILE, sha256 } from '../../api/src/modules/remote-releases/archive';
import { writeTarGz, type TarFile } from '../../api/src/modules/remote-releases/tar';
import { DeploymentError } from '../../api/src/modules/remote-versions/deployments';
import { STORE_CONTRACT_VERSION } from '../../shared/src/store/contract-version';

function filesUnder(dir: string, prefix = ''): TarFile[] {
  return readdirSync(dir).sort().flatMap((name) => {
    const full = path.join(dir, name);
    const rel = prefix ? `${prefix}/${name}` : name;
    return statSync(full).isDirectory() ? filesUnder(full, rel) : [{ path: rel, data: readFileSync(full) }];
  });
}

/** A built version folder as the release archive: its files plus release.json (checksums, store contract). */
export function packRelease(dir: string, remote: string, version: string): Buffer {
  const files = filesUnder(dir).filter((f) => f.path !== RELEASE_FILE);
  const info = { remote, version, storeContract: STORE_CONTRACT_VERSION, files: Object.fromEntries(files.map((f) => [f.path, sha256(f.data)])) };
  return writeTarGz([{ path: RELEASE_FILE, data: Buffer.from(JSON.stringify(info, null, 2)) }, ...files]);
}

/** Builds the remote at `version` into a fresh folder (never over a folder a shop serves) and returns it. */
export function buildForPublish(name: RemoteName, version: string): { dir: string; remove: () => void } {
  const mf = mkdtempSync(path.join(tmpdir(), `labmall-publish-${name}-`));
  const build = spawnSync(process.execPath, ['scripts/run-ts.mjs', 'scripts/build-remote-version.ts', name, version], {
    cwd: ROOT_DIR, stdio: 'inherit', env: { ...process.env, MF_DIR: mf },
  });
  const remove = () => rmSync(mf, { recursive: true, force: true });
  if (build.status !== 0) {
    remove();
    throw new DeploymentError(`building ${name} ${version} failed`);
  }
  return { dir: path.join(mf, name, version), remove };
}

interface PublishAnswer {
  code: number;
  message: string;
  data: { version?: string; unchanged?: boolean; reason?: string; gates?: { name: string; passed: boolean; detail: string }[] } | null;
}

/** Uploads the archive to <shop>/api/backoffice/releases/publish with a publishing key or a staff token. */
export async function uploadRelease(shop: string, archive: Buffer, auth: { key?: string; token?: string }): Promise<PublishAnswer['data']> {
  if (!auth.key && !auth.token) throw new DeploymentError('give --key (or MF_PUBLISH_KEY), or a staff token with the releases scope in MF_STAFF_TOKEN');
  const response = await fetch(new URL('/api/backoffice/releases/publish', shop), {
    method: 'POST',
    body: new Uint8Array(archive),
    headers: { 'content-type': 'application/gzip', 'accept-language': 'en', ...(auth.key ? { 'x-publish-key': auth.key } : { authorization: `Bearer ${auth.token}` }) },
  });
  const answer = (await response.json().catch(() => null)) as PublishAnswer | null;
  for (const gate of answer?.data?.gates ?? []) console.log(`  ${gate.passed ? 'passed' : 'FAILED'}  ${gate.name.padEnd(14)} ${gate.detail}`);
  if (!response.ok) throw new DeploymentError(`publish refused (${response.status}): ${answer?.message ?? response.statusText}${answer?.data?.reason ? `: ${answer.data.reason}` : ''}`);
  return answer?.data ?? null;
}
