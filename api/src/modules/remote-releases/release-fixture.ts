import { gunzipSync, gzipSync } from 'node:zlib';
import { RELEASE_FILE, sha256 } from './archive';
import { expectedModules } from './gates';
import { writeTarGz, type TarFile } from './tar';
import { providedVersion } from './versions';
import { STORE_CONTRACT_VERSION } from '../../../../shared/src/store/contract-version';

/** Test helper (no test itself): a remote's release archive as `npm run mf -- publish` packs it, with faults to order. */
export interface FixtureOptions {
  remote?: string;
  version?: string;
  /** The React version the remote claims to be built against. */
  react?: string;
  storeContract?: string;
  /** Exposed modules to leave out (e.g. './Home'). */
  without?: string[];
  /** Bytes of the entry chunk (to test the size budget). */
  entryBytes?: Buffer;
  /** A file whose checksum in release.json is wrong. */
  tamper?: boolean;
  /** Text that makes the build's files differ (same version, other contents). */
  salt?: string;
  /** The server build's entry (CommonJS), for the smoke-render gate. */
  serverEntry?: string;
}

export function releaseFiles(options: FixtureOptions = {}): TarFile[] {
  const remote = options.remote ?? 'mf_catalog';
  const version = options.version ?? '9.1.0';
  const modules = expectedModules(remote).filter((m) => !options.without?.includes(m));
  const manifest = {
    name: remote,
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    shared: [
      { name: 'react', version: options.react ?? providedVersion('react') },
      { name: 'react-dom/client', version: providedVersion('react-dom') },
      { name: 'zustand/vanilla', version: providedVersion('zustand') },
      { name: '@labmall/shared/store/app-store', version: providedVersion('@labmall/shared') },
    ],
    exposes: modules.map((path, i) => ({ name: path.slice(2), path, assets: { js: { sync: [`static/js/page-${i}.js`] } } })),
  };
  const build: TarFile[] = [
    { path: 'mf-manifest.json', data: Buffer.from(JSON.stringify(manifest)) },
    { path: 'remoteEntry.js', data: options.entryBytes ?? Buffer.from(`/* ${remote} ${version} ${options.salt ?? ''} */ var entry = 1;`) },
    { path: 'server/remoteEntry.js', data: Buffer.from(options.serverEntry ?? 'module.exports = {};') },
    ...modules.map((_, i) => ({ path: `static/js/page-${i}.js`, data: Buffer.from(`export const page${i} = ${i};`) })),
  ];
  const files = Object.fromEntries(build.map((f) => [f.path, sha256(f.data)]));
  if (options.tamper) files['remoteEntry.js'] = sha256(Buffer.from('something else'));
  const info = { remote, version, storeContract: options.storeContract ?? STORE_CONTRACT_VERSION, files };
  return [{ path: RELEASE_FILE, data: Buffer.from(JSON.stringify(info)) }, ...build];
}

export const releaseArchive = (options: FixtureOptions = {}) => writeTarGz(releaseFiles(options));

/** An archive with one entry renamed to `evilPath` after packing (the writer itself refuses such a path). */
export function archiveWithPath(evilPath: string): Buffer {
  const tar = gunzipSync(writeTarGz([...releaseFiles(), { path: 'x'.repeat(evilPath.length), data: Buffer.from('owned') }]));
  const at = tar.indexOf('x'.repeat(evilPath.length));
  tar.write(evilPath, at, 'utf8');
  return gzipSync(tar);
}
