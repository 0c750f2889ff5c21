import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { E2E_DIR } from './e2e-env';

/** The shop's first admin in the e2e shop, as `npm run staff -- add` would make one, with its authenticator's key. */
export type E2eAdmin = { account: string; password: string; secret: string };

const ADMIN_FILE = path.join(E2E_DIR, 'staff-admin.json');

/**
 * Run by serve.ts before the shop starts (the embedded database is the shop's alone once it runs): a registered
 * account made admin through the staff service the CLI uses, with its authenticator already set up, so every
 * journey (and a retried one) can sign in as it. Its key is written beside the e2e database for the tests.
 */
export async function createE2eAdmin(): Promise<void> {
  const { withDatabase } = await import('../api/src/ops/staff-command');
  const { hashPassword } = await import('../api/src/modules/auth/passwords');
  const { createUserRepository } = await import('../api/src/modules/auth/user-repository');
  const { createStaffService } = await import('../api/src/modules/staff/staff-service');
  const { commandLineActor } = await import('../api/src/modules/staff/audit');
  const { createSecondFactorRepository } = await import('../api/src/modules/staff/second-factor-repository');
  const { newTotpSecret } = await import('../api/src/modules/staff/totp');
  const admin: E2eAdmin = { account: 'e2e-admin@lab.test', password: 'Battery2024', secret: newTotpSecret() };
  await withDatabase(async (db) => {
    const userId = await createUserRepository(db).insertIfAbsent({ account: admin.account, passwordHash: await hashPassword(admin.password), nickname: 'e2e***' });
    await createStaffService(db).grant(commandLineActor(), { account: admin.account, scope: ['admin'] });
    await createSecondFactorRepository(db).enrol(userId!, admin.secret, 0, []);
  });
  writeFileSync(ADMIN_FILE, JSON.stringify(admin));
}

export const e2eAdmin = (): E2eAdmin => JSON.parse(readFileSync(ADMIN_FILE, 'utf8')) as E2eAdmin;
