import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import { users } from '../../db/schema/auth';
import { labGroups } from '../../db/schema/lab-groups';
import {
  labGroupVerifications,
  type GrantedPermit,
  type LabGroupVerificationRow,
  type SubmittedPermit,
  type VerificationStatus,
} from '../../db/schema/regulated-chemicals';
import { uploadedFiles } from '../../db/schema/uploads';
import type { Db } from '../../db/types';

export const VERIFICATION_FILES = 'lab_group_verification' as const;

/** The group's permits: those of its newest verified submission (null: never verified). */
export async function currentPermits(db: Db, groupId: number): Promise<GrantedPermit[] | null> {
  const [row] = await db
    .select({ granted: labGroupVerifications.granted })
    .from(labGroupVerifications)
    .where(and(eq(labGroupVerifications.groupId, groupId), eq(labGroupVerifications.status, 'verified')))
    .orderBy(desc(labGroupVerifications.id))
    .limit(1);
  return row ? (row.granted ?? []) : null;
}

/** The group's newest submission, whatever its status. */
export async function latestVerification(db: Db, groupId: number): Promise<LabGroupVerificationRow | undefined> {
  const [row] = await db.select().from(labGroupVerifications).where(eq(labGroupVerifications.groupId, groupId)).orderBy(desc(labGroupVerifications.id)).limit(1);
  return row;
}

export async function findVerification(db: Db, id: number) {
  const [row] = await db
    .select({ verification: labGroupVerifications, groupName: labGroups.name, institution: labGroups.institution, submitterName: users.nickname, submitterAccount: users.account })
    .from(labGroupVerifications)
    .innerJoin(labGroups, eq(labGroups.id, labGroupVerifications.groupId))
    .leftJoin(users, eq(users.id, labGroupVerifications.submittedBy))
    .where(eq(labGroupVerifications.id, id));
  return row;
}

export async function insertVerification(tx: Db, values: { groupId: number; submittedBy: number; permits: SubmittedPermit[] }) {
  const [row] = await tx.insert(labGroupVerifications).values(values).returning();
  return row!;
}

/** The decision, only on a pending submission (one conditional update: of two staff deciding at once, one wins). */
export async function decideVerification(
  tx: Db,
  id: number,
  decision: { status: Exclude<VerificationStatus, 'pending'>; granted: GrantedPermit[] | null; decisionNote: string | null; decidedBy: number | null; decidedAt: Date },
) {
  const [row] = await tx
    .update(labGroupVerifications)
    .set(decision)
    .where(and(eq(labGroupVerifications.id, id), eq(labGroupVerifications.status, 'pending')))
    .returning();
  return row;
}

export async function listVerifications(db: Db, status: VerificationStatus | undefined, page: number, pageSize: number) {
  const where: SQL | undefined = status ? eq(labGroupVerifications.status, status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ verification: labGroupVerifications, groupName: labGroups.name, institution: labGroups.institution, submitterName: users.nickname, submitterAccount: users.account })
      .from(labGroupVerifications)
      .innerJoin(labGroups, eq(labGroups.id, labGroupVerifications.groupId))
      .leftJoin(users, eq(users.id, labGroupVerifications.submittedBy))
      .where(where)
      // The queue reads oldest first (first come, first served); decided ones newest first.
      .orderBy(status === 'pending' ? asc(labGroupVerifications.id) : desc(labGroupVerifications.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(labGroupVerifications).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The files of a submission, without their bytes. */
export const verificationFiles = (db: Db, id: number) =>
  db
    .select({ id: uploadedFiles.id, field: uploadedFiles.field, fileName: uploadedFiles.fileName, mimeType: uploadedFiles.mimeType, size: uploadedFiles.size })
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.ownerKind, VERIFICATION_FILES), eq(uploadedFiles.ownerId, id)))
    .orderBy(asc(uploadedFiles.createdAt));

/** One file of a submission, with its bytes (undefined when it is not that submission's). */
export async function verificationFile(db: Db, id: number, fileId: string) {
  const [row] = await db
    .select({ fileName: uploadedFiles.fileName, mimeType: uploadedFiles.mimeType, content: uploadedFiles.content })
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.id, fileId), eq(uploadedFiles.ownerKind, VERIFICATION_FILES), eq(uploadedFiles.ownerId, id)));
  return row;
}
