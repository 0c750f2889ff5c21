import { createHash } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { remotePublishKeys, remoteReleases } from '../../db/schema/remote-versions';
import type { Db } from '../../db/types';
import type { GateResult } from './gates';

export type ReleaseSummary = Omit<typeof remoteReleases.$inferSelect, 'archive'>;

const summary = {
  id: remoteReleases.id, remote: remoteReleases.remote, version: remoteReleases.version, sha256: remoteReleases.sha256,
  bytes: remoteReleases.bytes, gates: remoteReleases.gates, publishedBy: remoteReleases.publishedBy, publishedAt: remoteReleases.publishedAt,
};

export const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

export function createReleaseRepository(db: Db) {
  return {
    find: async (remote: string, version: string) =>
      (await db.select(summary).from(remoteReleases).where(and(eq(remoteReleases.remote, remote), eq(remoteReleases.version, version))))[0],
    /** Every published version without its archive: what replicas compare with their disk, and the console lists. */
    list: (): Promise<ReleaseSummary[]> => db.select(summary).from(remoteReleases).orderBy(asc(remoteReleases.id)),
    archive: async (remote: string, version: string) =>
      (await db.select({ archive: remoteReleases.archive }).from(remoteReleases)
        .where(and(eq(remoteReleases.remote, remote), eq(remoteReleases.version, version))))[0]?.archive,
    /** Inserts a release; false when (remote, version) is taken meanwhile (the caller then compares the bytes). */
    insert: async (tx: Db, row: { remote: string; version: string; archive: Buffer; sha256: string; gates: GateResult[]; publishedBy: string }) =>
      (await tx.insert(remoteReleases).values({ ...row, bytes: row.archive.length }).onConflictDoNothing().returning({ id: remoteReleases.id })).length > 0,
    /** The remote a publishing key belongs to, if any. */
    remoteOfKey: async (key: string) =>
      (await db.select({ remote: remotePublishKeys.remote }).from(remotePublishKeys).where(eq(remotePublishKeys.keyHash, hashKey(key))))[0]?.remote,
    saveKey: (tx: Db, remote: string, key: string, createdBy: string) => {
      const values = { keyHash: hashKey(key), createdBy, createdAt: new Date() };
      return tx.insert(remotePublishKeys).values({ remote, ...values }).onConflictDoUpdate({ target: remotePublishKeys.remote, set: values });
    },
    keys: () => db.select({ remote: remotePublishKeys.remote, createdBy: remotePublishKeys.createdBy, createdAt: remotePublishKeys.createdAt }).from(remotePublishKeys),
  };
}
