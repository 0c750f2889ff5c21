import type { Db } from '../../db/types';
import { AppError } from '../../lib/app-error';
import { normalizeAccount } from '../auth/account';
import { createSessionRepository } from '../auth/session-repository';
import { recordAudit, type StaffActor } from './audit';
import { createSecondFactorRepository } from './second-factor-repository';
import { isStaffScope, type StaffScope } from './scopes';
import { createStaffRepository } from './staff-repository';

/** Who is staff and with which scopes; the console's staff page and `npm run staff` both use it. */
export function createStaffService(db: Db) {
  const repository = createStaffRepository(db);

  return {
    async list(input: { page: number; pageSize: number; q?: string | undefined }) {
      const { items, total } = await repository.list(input);
      return {
        items: items.map(({ enrolled, ...row }) => ({ ...row, secondFactor: enrolled !== null })),
        total,
        page: input.page,
        pageSize: input.pageSize,
      };
    },

    /**
     * Sets the account's staff scopes (the shopper's 'user' and any other non-staff entries stay). An empty list
     * removes it from staff and ends its sessions. The last admin cannot give up admin: nobody could manage staff.
     */
    async grant(actor: StaffActor, input: { account: string; scope: StaffScope[]; keepExisting?: boolean }) {
      const now = new Date();
      return db.transaction(async (tx) => {
        const staff = createStaffRepository(tx);
        const user = await staff.findAccount(normalizeAccount(input.account));
        if (!user) throw new AppError(404, 'accountNotFound');
        const held = input.keepExisting ? user.scope.filter(isStaffScope) : [];
        const wanted = [...new Set([...held, ...input.scope])];
        const scope = [...user.scope.filter((entry) => !isStaffScope(entry)), ...wanted];
        if (!scope.includes('user')) scope.unshift('user');
        if (user.scope.includes('admin') && !wanted.includes('admin') && (await staff.countAdmins()) <= 1) throw new AppError(409, 'lastAdmin');
        await staff.setScope(user.id, scope);
        if (wanted.length === 0) await createSessionRepository(tx).revokeAll(user.id, now);
        await recordAudit(tx, actor, { action: 'staff.scope', entity: 'user', entityId: user.id, before: { account: user.account, scope: user.scope }, after: { account: user.account, scope } });
        return { id: user.id, account: user.account, scope };
      });
    },

    /** A lost authenticator: forgets it and its recovery codes and ends the sessions; the next sign-in enrols again. */
    async resetSecondFactor(actor: StaffActor, account: string) {
      const now = new Date();
      await db.transaction(async (tx) => {
        const user = await createStaffRepository(tx).findAccount(normalizeAccount(account));
        if (!user) throw new AppError(404, 'accountNotFound');
        await createSecondFactorRepository(tx).removeFactor(user.id);
        await createSessionRepository(tx).revokeAll(user.id, now);
        await recordAudit(tx, actor, { action: 'staff.second-factor.reset', entity: 'user', entityId: user.id, before: { account: user.account } });
      });
    },

    audit: repository.audit,
  };
}
