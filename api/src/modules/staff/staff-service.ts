import type { Db } from '../../db/types';
import { AppError } from '../../lib/app-error';
import { normalizeAccount } from '../auth/account';
import { createSessionRepository } from '../auth/session-repository';
import { recordAudit, type StaffActor } from './audit';
import { hashRecoveryCode, newOneTimeCode } from './recovery-codes';
import { createSecondFactorRepository } from './second-factor-repository';
import { isStaffScope, type StaffScope } from './scopes';
import { createStaffRepository } from './staff-repository';

/** How long an admin has to hand an enrolment code over before it must be issued again. */
export const ENROLMENT_CODE_TTL_MS = 7 * 24 * 3_600_000;

/** A new enrolment code unless the account already has an authenticator (then null: nothing to set up). */
async function issueEnrolmentCodeIfNeeded(tx: Db, userId: number, now: Date): Promise<string | null> {
  const factors = createSecondFactorRepository(tx);
  if (await factors.findFactor(userId)) return null;
  const code = newOneTimeCode();
  await factors.issueEnrolmentCode(userId, hashRecoveryCode(code), new Date(now.getTime() + ENROLMENT_CODE_TTL_MS));
  return code;
}

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
     * An account that becomes staff loses its password-only sessions, and, while it has no authenticator, gets an
     * enrolment code (answered once, for the admin to hand over) without which it cannot set one up.
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
        if (user.scope.includes('admin') && !wanted.includes('admin') && (await staff.lockAdmins()) <= 1) throw new AppError(409, 'lastAdmin');
        await staff.setScope(user.id, scope);
        const wasStaff = user.scope.some(isStaffScope);
        if (wanted.length === 0 || !wasStaff) await createSessionRepository(tx).revokeAll(user.id, now);
        const enrolmentCode = wanted.length > 0 ? await issueEnrolmentCodeIfNeeded(tx, user.id, now) : null;
        await recordAudit(tx, actor, { action: 'staff.scope', entity: 'user', entityId: user.id, before: { account: user.account, scope: user.scope }, after: { account: user.account, scope } });
        return { id: user.id, account: user.account, scope, enrolmentCode };
      });
    },

    /**
     * A lost authenticator: forgets it and its recovery codes and ends the sessions; answers a new enrolment code
     * for the admin to hand over, with which the next sign-in sets an authenticator up again.
     */
    async resetSecondFactor(actor: StaffActor, account: string): Promise<{ enrolmentCode: string }> {
      const now = new Date();
      return db.transaction(async (tx) => {
        const user = await createStaffRepository(tx).findAccount(normalizeAccount(account));
        if (!user) throw new AppError(404, 'accountNotFound');
        await createSecondFactorRepository(tx).removeFactor(user.id);
        await createSessionRepository(tx).revokeAll(user.id, now);
        const enrolmentCode = (await issueEnrolmentCodeIfNeeded(tx, user.id, now))!;
        await recordAudit(tx, actor, { action: 'staff.second-factor.reset', entity: 'user', entityId: user.id, before: { account: user.account } });
        return { enrolmentCode };
      });
    },

    audit: repository.audit,
  };
}
