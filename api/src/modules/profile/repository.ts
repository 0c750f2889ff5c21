import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/auth';
import type { Db } from '../../db/types';

export type ProfileFields = { nickname: string; institution: string; laboratory: string; mobile: string; contactEmail: string };

const columns = {
  account: users.account,
  nickname: users.nickname,
  institution: users.institution,
  laboratory: users.laboratory,
  mobile: users.mobile,
  contactEmail: users.contactEmail,
};
export type ProfileRow = { account: string } & ProfileFields;

/** The profile columns of `users`; only ever the signed-in user's own row. */
export function createProfileRepository(db: Db) {
  return {
    async find(userId: number): Promise<ProfileRow | undefined> {
      const [row] = await db.select(columns).from(users).where(eq(users.id, userId));
      return row;
    },

    async update(userId: number, fields: ProfileFields): Promise<ProfileRow | undefined> {
      const [row] = await db.update(users).set(fields).where(eq(users.id, userId)).returning(columns);
      return row;
    },
  };
}
