import os from 'node:os';
import type { FastifyRequest } from 'fastify';
import { staffAuditLog } from '../../db/schema/staff';
import type { Db } from '../../db/types';
import { signedInUser } from '../../plugins/auth';

/** Who did a staff write: the signed-in staff member, or the command line on the server. */
export type StaffActor = { id: number | null; account: string; requestId: string | null };

/** The actor of a request that passed `app.requireScope(…)`. */
export function staffActor(request: FastifyRequest): StaffActor {
  const user = signedInUser(request);
  return { id: user.id, account: user.account, requestId: request.id };
}

/**
 * The operating-system account running this process, by its user id (os.userInfo): USER is unset under cron,
 * systemd or `env -i`, and anyone can set it to another name. The environment is read only when the id has no
 * account name (a container's bare uid), and the id itself is named last.
 */
export function commandLineUser(env: NodeJS.ProcessEnv = process.env, userInfo: () => { username: string } = os.userInfo): string {
  try {
    const { username } = userInfo();
    if (username) return username;
  } catch {
    // No passwd entry for this uid: fall through.
  }
  return env.USER || env.USERNAME || (process.getuid ? `uid-${process.getuid()}` : 'unknown');
}

/** The actor of `npm run staff` and the other command lines: the operating-system user who ran it. */
export function commandLineActor(): StaffActor {
  return { id: null, account: `cli:${commandLineUser()}`, requestId: null };
}

export type AuditEntry = {
  /** `<area>.<verb>`, e.g. `product.update`, `sku.stock.adjust`, `staff.scope`. */
  action: string;
  entity: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
};

/**
 * Records a staff write. Call it with the transaction's `tx`, in the same transaction as the write it
 * describes: the change and its record commit together or not at all.
 */
export async function recordAudit(tx: Db, actor: StaffActor, entry: AuditEntry): Promise<void> {
  await tx.insert(staffAuditLog).values({
    actorId: actor.id,
    actorAccount: actor.account,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    requestId: actor.requestId,
  });
}
