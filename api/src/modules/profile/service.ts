import type { Db } from '../../db/types';
import { notFound } from '../../lib/app-error';
import { maskAccount } from '../auth/account';
import { createProfileRepository, type ProfileRow } from './repository';
import type { Profile, ProfileInput } from './schemas';

const toProfile = (row: ProfileRow): Profile => ({
  account: maskAccount(row.account),
  nickname: row.nickname,
  institution: row.institution,
  laboratory: row.laboratory,
  mobile: row.mobile,
  email: row.contactEmail,
});

/** The signed-in shopper's own profile. The nickname is the one GET /api/auth/user shows. */
export function createProfileService(db: Db) {
  const repo = createProfileRepository(db);
  return {
    // A user deleted after the token was checked is simply not found.
    async get(userId: number): Promise<Profile> {
      const row = await repo.find(userId);
      if (!row) throw notFound();
      return toProfile(row);
    },

    async update(userId: number, input: ProfileInput): Promise<Profile> {
      const { email, ...rest } = input;
      const row = await repo.update(userId, { ...rest, contactEmail: email });
      if (!row) throw notFound();
      return toProfile(row);
    },
  };
}
