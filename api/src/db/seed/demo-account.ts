import { nicknameFor } from '../../modules/auth/account';
import { hashPassword } from '../../modules/auth/passwords';
import { createUserRepository } from '../../modules/auth/user-repository';
import type { Db } from '../types';

/** DESIGN §6: a demo account, printed at start, so a fresh shop can be tried signed in. */
export const DEMO_ACCOUNT = { account: 'demo@labmall.test', password: 'Demo12345' } as const;

/** Only into an empty users table: once anyone has registered, no known password is added. */
export async function seedDemoAccount(db: Db): Promise<void> {
  const users = createUserRepository(db);
  if ((await users.count()) > 0) return;
  await users.insertIfAbsent({
    account: DEMO_ACCOUNT.account,
    passwordHash: await hashPassword(DEMO_ACCOUNT.password),
    nickname: nicknameFor(DEMO_ACCOUNT.account),
  });
}
