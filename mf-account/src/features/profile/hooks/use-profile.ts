import { useCallback, useState } from 'react';
import { useRequest } from '@labmall/shared/hooks/use-request';
import { getProfile } from '../api/get-profile';
import type { Profile } from '../api/profile-types';

const loadProfile = (signal: AbortSignal) => getProfile(signal);

/** The profile, and `show` for the version a save answered (until the server sends a newer one). */
export function useProfile() {
  const request = useRequest('profile', loadProfile);
  const [shown, setShown] = useState<{ base: Profile | undefined; profile: Profile } | null>(null);
  const profile = shown && shown.base === request.data ? shown.profile : request.data;
  const { data } = request;
  const show = useCallback((next: Profile) => setShown({ base: data, profile: next }), [data]);
  return { profile, error: request.error, reload: request.retry, show };
}
