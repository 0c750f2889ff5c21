import type { LabGroupRole } from '../../db/schema/lab-groups';
import type { Db } from '../../db/types';
import { notFound } from '../../lib/app-error';
import { mailAddressOf } from '../mail/outbox';
import { hasRole, labGroupError, may, memberWith, membershipOf } from './access';
import { toBudget } from './budget-view';
import { createLabGroupRepository } from './repository';
import type { GroupDetail } from './schemas';

type GroupInput = { name: string; institution: string; address: { province: string; city: string; district: string; detail: string; postcode: string } };
type GroupPatch = Partial<GroupInput> & { overBudget?: 'refuse' | 'approval' | undefined };

const lastOwner = () => labGroupError(409, 'labGroupLastOwner', 'LAST_OWNER');

/** Lab groups and their members (docs/lab-groups.md). Non-members get 404 for every group call, members without the role 403. */
export function createLabGroupService(db: Db) {
  const repo = createLabGroupRepository(db);

  const detail = async (groupId: number, userId: number): Promise<GroupDetail> => {
    const me = await membershipOf(db, groupId, userId);
    const [group, members, budgets] = await Promise.all([repo.group(groupId), repo.members(groupId), repo.budgets(groupId)]);
    if (!group) throw notFound();
    const invites = hasRole(me, may.manage) ? await repo.openInvites(groupId, new Date()) : [];
    return {
      id: group.id,
      name: group.name,
      institution: group.institution,
      address: group.address,
      overBudget: group.overBudget,
      myRoles: me.roles,
      members: members.map((m) => ({ userId: m.userId, name: m.name, email: mailAddressOf(m) ?? '', roles: m.roles, joinedAt: m.joinedAt.toISOString() })),
      invites: invites.map((i) => ({ id: i.id, email: i.email, roles: i.roles, expiresAt: i.expiresAt.toISOString() })),
      budgets: budgets.map(toBudget),
    };
  };

  /**
   * Changes a member's roles or removes them, with the group's member rows locked: the last owner can neither
   * leave nor lose the owner role, even when two owners try at the same moment.
   */
  const changeMember = (groupId: number, userId: number, roles: LabGroupRole[] | null) =>
    db.transaction(async (tx) => {
      const rows = createLabGroupRepository(tx);
      const locked = await rows.lockMembers(groupId);
      const target = locked.find((m) => m.userId === userId);
      if (!target) throw notFound();
      const ownersAfter = locked.filter((m) => (m.userId === userId ? roles?.includes('owner') : m.roles.includes('owner'))).length;
      if (ownersAfter === 0) throw lastOwner();
      if (roles === null) await rows.removeMember(groupId, userId);
      else await rows.setRoles(groupId, userId, roles);
    });

  return {
    detail,

    async list(userId: number) {
      return { items: await repo.groupsOf(userId) };
    },

    /** The creator becomes its first owner. */
    create: (userId: number, input: GroupInput): Promise<GroupDetail> =>
      db
        .transaction(async (tx) => {
          const rows = createLabGroupRepository(tx);
          const group = await rows.insertGroup({ ...input, createdBy: userId });
          await rows.addMember(group.id, userId, ['owner']);
          return group.id;
        })
        .then((groupId) => detail(groupId, userId)),

    async update(groupId: number, userId: number, patch: GroupPatch): Promise<GroupDetail> {
      await memberWith(db, groupId, userId, may.manage);
      const values = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
      if (Object.keys(values).length > 0) await repo.updateGroup(groupId, values);
      return detail(groupId, userId);
    },

    async setRoles(groupId: number, userId: number, memberId: number, roles: LabGroupRole[]) {
      await memberWith(db, groupId, userId, may.manage);
      await changeMember(groupId, memberId, roles);
      return { userId: memberId, roles };
    },

    /** The owner removes a member, or a member leaves (memberId = themselves). */
    async removeMember(groupId: number, userId: number, memberId: number) {
      const me = await membershipOf(db, groupId, userId);
      if (memberId !== userId && !hasRole(me, may.manage)) throw labGroupError(403, 'labGroupForbidden', 'LAB_GROUP_FORBIDDEN');
      await changeMember(groupId, memberId, null);
      return { id: memberId };
    },
  };
}
