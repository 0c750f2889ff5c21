// Fakes for the profile feature's tests (used by *.test.tsx only, never by the remote's code); rendering: src/testing.
import { apiClient } from '@labmall/shared/api/client';
import { createFakeAdapter, sentBody, type FakeReply } from '@labmall/shared/api/test-adapter';
import type { Profile } from '../api/profile-types';

export const ok = (data: unknown): FakeReply => ({ body: { code: 200, message: 'ok', data } });
export const refused = (status: number, message: string): FakeReply => ({ status, body: { code: status, message, data: null } });

export function profile(fields: Partial<Profile> = {}): Profile {
  return { account: 'de***@labmall.test', nickname: 'Demo', institution: 'Tsinghua University', laboratory: '', mobile: '', email: '', ...fields };
}

/**
 * A stand-in for GET/POST /api/user/profile and POST /api/auth/password. `refuse` answers the next POST with
 * the given reply instead; `calls` and `bodies` record what was sent.
 */
export function serveAccount(initial: Profile = profile()) {
  const server = { profile: initial, refuse: null as FakeReply | null, calls: [] as string[], bodies: [] as unknown[] };
  apiClient.defaults.adapter = createFakeAdapter((config) => {
    const url = config.url ?? '';
    const call = `${(config.method ?? 'get').toUpperCase()} ${url}`;
    server.calls.push(call);
    if (config.data !== undefined) server.bodies.push(sentBody(config));
    if (config.method === 'post' && server.refuse) {
      const reply = server.refuse;
      server.refuse = null;
      return reply;
    }
    if (call === 'GET /api/user/profile') return ok(server.profile);
    if (call === 'POST /api/user/profile') {
      server.profile = { ...server.profile, ...(sentBody(config) as Partial<Profile>) };
      return ok(server.profile);
    }
    if (call === 'POST /api/auth/password') return { body: { code: 200, message: 'Password changed; sign-ins on other devices have ended', data: null } };
    return refused(404, 'Not found');
  }).adapter;
  return server;
}

export function stopServing() {
  apiClient.defaults.adapter = undefined;
}
