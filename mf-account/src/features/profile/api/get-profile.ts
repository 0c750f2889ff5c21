import { apiGet } from '@labmall/shared/api/client';
import { CODE_OK } from '@labmall/shared/api/envelope';
import type { Profile } from './profile-types';

/** GET /api/user/profile: the signed-in shopper's profile. */
export async function getProfile(signal?: AbortSignal): Promise<Profile> {
  const body = await apiGet<Profile>('/api/user/profile', undefined, { signal });
  // A 401 or "Business Failed" body resolves in the client (spec §8) but carries no profile.
  if (body.code !== CODE_OK || !body.data) throw body;
  return body.data;
}
