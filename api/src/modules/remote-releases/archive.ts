import { createHash } from 'node:crypto';
import { ArchiveError, readTarGz, type TarFile } from './tar';

/** The largest archive accepted (gzipped) and the most it may unpack to: a remote's build is a few MB. */
export const MAX_ARCHIVE_BYTES = 40 * 1024 * 1024;
export const MAX_UNPACKED_BYTES = 160 * 1024 * 1024;

export const RELEASE_FILE = 'release.json';
export const VERSION_PATTERN = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;

/** release.json, written by `npm run mf -- publish` beside the build: what it is and every file's SHA-256. */
export interface ReleaseInfo {
  remote: string;
  version: string;
  /** STORE_CONTRACT_VERSION of the checkout that built it. */
  storeContract: string;
  files: Record<string, string>;
}

export interface MfManifest {
  shared?: { name: string; version: string }[];
  exposes?: { name: string; path?: string; assets?: { js?: { sync?: string[] } } }[];
  metaData?: { remoteEntry?: { name?: string; path?: string } };
}

export interface VerifiedArchive {
  info: ReleaseInfo;
  manifest: MfManifest;
  /** The build's files (release.json excluded), each matching its checksum. */
  files: TarFile[];
}

export const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

function parseJson<T>(file: TarFile | undefined, what: string): T {
  if (!file) throw new ArchiveError(`the archive has no ${what}`);
  try {
    return JSON.parse(file.data.toString('utf8')) as T;
  } catch {
    throw new ArchiveError(`${what} is not valid JSON`);
  }
}

/** Unpacks in memory and checks it whole: release.json, every checksum both ways, the browser and server builds. */
export function verifyArchive(archive: Buffer): VerifiedArchive {
  if (archive.length > MAX_ARCHIVE_BYTES) throw new ArchiveError(`the archive is larger than ${MAX_ARCHIVE_BYTES} bytes`);
  const all = readTarGz(archive, MAX_UNPACKED_BYTES);
  const info = parseJson<ReleaseInfo>(all.find((f) => f.path === RELEASE_FILE), RELEASE_FILE);
  if (typeof info.remote !== 'string' || typeof info.version !== 'string' || !VERSION_PATTERN.test(info.version)) {
    throw new ArchiveError(`${RELEASE_FILE} must name the remote and a version x.y.z`);
  }
  if (typeof info.storeContract !== 'string' || !info.files || typeof info.files !== 'object') {
    throw new ArchiveError(`${RELEASE_FILE} must give storeContract and the files' checksums`);
  }
  const files = all.filter((f) => f.path !== RELEASE_FILE);
  const listed = new Set(Object.keys(info.files));
  for (const file of files) {
    if (!listed.delete(file.path)) throw new ArchiveError(`${file.path} is not in the checksums`);
    if (info.files[file.path] !== sha256(file.data)) throw new ArchiveError(`${file.path} does not match its checksum`);
  }
  if (listed.size) throw new ArchiveError(`missing from the archive: ${[...listed].slice(0, 5).join(', ')}`);
  const manifest = parseJson<MfManifest>(files.find((f) => f.path === 'mf-manifest.json'), 'mf-manifest.json');
  if (!files.some((f) => f.path === 'server/remoteEntry.js')) throw new ArchiveError('the archive has no server build (server/remoteEntry.js)');
  return { info, manifest, files };
}
