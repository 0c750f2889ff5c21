import { AppError } from '../../lib/app-error';
import { asBuffer } from '../../lib/file-bytes';
import { runHeavyWork } from '../../lib/heavy-work/pool';
import { sha256, verifyArchive, type VerifiedArchive } from './archive';
import { runGates, type GateResult } from './gates';
import { ArchiveError } from './tar';

/** An uploaded release archive, unpacked and checked: what it holds, its digest and its cheap gates' verdicts. */
export type CheckedRelease = { verified: VerifiedArchive; digest: string; gates: GateResult[] };

/** Unpacking and hashing up to 160 MB takes a second or two in its thread; past this the archive is refused. */
const ARCHIVE_TIME_LIMIT_MS = 60_000;

/**
 * In a heavy-work thread: unpacks the archive in memory (gunzip with a cap, tar), checks every checksum, hashes it
 * whole and runs the cheap gates (which gzip the entry to weigh it). An unreadable archive is a 400 the caller shows.
 */
export function checkRelease(archive: Buffer): CheckedRelease {
  try {
    const verified = verifyArchive(archive);
    return { verified, digest: sha256(archive), gates: runGates(verified) };
  } catch (error) {
    if (error instanceof ArchiveError) throw new AppError(400, 'releaseArchiveInvalid', { reason: error.message });
    throw error;
  }
}

/** `checkRelease` run in a heavy-work thread (the publish API, and each replica's sync of published versions). */
export async function checkReleaseInThread(archive: Buffer): Promise<CheckedRelease> {
  const checked = await runHeavyWork('releaseArchive', { archive: new Uint8Array(archive) }, { timeoutMs: ARCHIVE_TIME_LIMIT_MS });
  // Files come back from the thread as plain Uint8Arrays: the rest of the code writes Buffers.
  const files = checked.verified.files.map((f) => ({ path: f.path, data: asBuffer(f.data) }));
  return { ...checked, verified: { ...checked.verified, files } };
}
