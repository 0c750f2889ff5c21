import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { users } from '../../db/schema/auth';
import { labGroupInvites, labGroups, type LabGroupRole } from '../../db/schema/lab-groups';
import type { Db } from '../../db/types';
import type { Lang } from '../../i18n/language';
import { notFound } from '../../lib/app-error';
import { enqueueMail } from '../mail/outbox';
import { labGroupError, may, memberWith } from './access';
import { createLabGroupRepository, type InviteRow } from './repository';

/** An invitation works for 7 days, once. */
export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const unknownInvite = () => labGroupError(404, 'labInviteUnknown', 'INVITE_UNKNOWN');

/** Why an invitation cannot be used now, or undefined when it can. A withdrawn one reads as unknown. */
function refusalOf(invite: InviteRow | undefined, now: Date) {
  if (!invite || invite.revokedAt) return unknownInvite();
  if (invite.acceptedAt) return labGroupError(409, 'labInviteUsed', 'INVITE_USED');
  if (invite.expiresAt <= now) return labGroupError(410, 'labInviteExpired', 'INVITE_EXPIRED', { expiresAt: invite.expiresAt.toISOString() });
  return undefined;
}

/**
 * Invitations by mailed link: the token (32 random bytes, base64url) is only in the mail; the table keeps its
 * SHA-256. Whoever signs in with the link accepts it (the address it was sent to is where the owner reached them).
 */
export function createInviteService(db: Db) {
  const byToken = async (token: string): Promise<InviteRow | undefined> => {
    const [row] = await db.select().from(labGroupInvites).where(eq(labGroupInvites.tokenHash, hashOf(token)));
    return row;
  };

  return {
    async invite(groupId: number, userId: number, input: { email: string; roles: LabGroupRole[] }, lang: Lang) {
      await memberWith(db, groupId, userId, may.manage);
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + INVITE_TTL_MS);
      const invite = await db.transaction(async (tx) => {
        const group = (await createLabGroupRepository(tx).group(groupId))!;
        const [inviter] = await tx.select({ name: users.nickname }).from(users).where(eq(users.id, userId));
        const [row] = await tx.insert(labGroupInvites).values({ groupId, email: input.email, roles: input.roles, tokenHash: hashOf(token), invitedBy: userId, expiresAt }).returning();
        // In the outbox with the invitation: mailed only if it commits.
        await enqueueMail(tx, { template: 'labGroupInvite', to: input.email, lang, data: { token, groupName: group.name, institution: group.institution, invitedBy: inviter?.name ?? '' } });
        return row!;
      });
      return { id: invite.id, email: invite.email, roles: invite.roles, expiresAt: invite.expiresAt.toISOString() };
    },

    async revoke(groupId: number, userId: number, inviteId: number) {
      await memberWith(db, groupId, userId, may.manage);
      const rows = await db
        .update(labGroupInvites)
        .set({ revokedAt: new Date() })
        .where(and(eq(labGroupInvites.id, inviteId), eq(labGroupInvites.groupId, groupId), isNull(labGroupInvites.acceptedAt), isNull(labGroupInvites.revokedAt)))
        .returning({ id: labGroupInvites.id });
      if (rows.length === 0) throw notFound();
      return { id: inviteId };
    },

    async preview(token: string) {
      const invite = await byToken(token);
      const refusal = refusalOf(invite, new Date());
      if (refusal) throw refusal;
      const [row] = await db
        .select({ groupName: labGroups.name, institution: labGroups.institution, invitedBy: users.nickname })
        .from(labGroups)
        .innerJoin(users, eq(users.id, invite!.invitedBy))
        .where(eq(labGroups.id, invite!.groupId));
      return { ...row!, roles: invite!.roles, expiresAt: invite!.expiresAt.toISOString() };
    },

    /** Marks the invitation used with one conditional update (of two accepts exactly one wins), then adds the member. */
    accept: (token: string, userId: number) =>
      db.transaction(async (tx) => {
        const now = new Date();
        const [used] = await tx
          .update(labGroupInvites)
          .set({ acceptedAt: now, acceptedBy: userId })
          .where(and(eq(labGroupInvites.tokenHash, hashOf(token)), isNull(labGroupInvites.acceptedAt), isNull(labGroupInvites.revokedAt), gt(labGroupInvites.expiresAt, now)))
          .returning();
        if (!used) {
          const [invite] = await tx.select().from(labGroupInvites).where(eq(labGroupInvites.tokenHash, hashOf(token)));
          throw refusalOf(invite, now) ?? unknownInvite();
        }
        // Already a member: refused, and the rollback leaves the invitation usable by the person it was meant for.
        if (!(await createLabGroupRepository(tx).addMember(used.groupId, userId, used.roles))) throw labGroupError(409, 'labGroupAlreadyMember', 'ALREADY_MEMBER');
        return { groupId: used.groupId };
      }),
  };
}
