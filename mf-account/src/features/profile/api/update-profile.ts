import { apiPost } from '@labmall/shared/api/client';
import { CODE_OK } from '@labmall/shared/api/envelope';
import type { Profile, ProfileInput } from './profile-types';

/**
 * POST /api/user/profile with the whole form; answers the saved profile. A refusal rejects with the envelope
 * (400 whose message names the field, already in the shopper's language).
 */
export async function updateProfile(input: ProfileInput): Promise<Profile> {
  const body = await apiPost<Profile>('/api/user/profile', input);
  if (body.code !== CODE_OK || !body.data) throw body;
  return body.data;
}
