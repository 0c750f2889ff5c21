// A fake API server for the account area's component tests (never imported by shipped code): the features' test
// kits re-export it with their own fixtures.
import type { InternalAxiosRequestConfig } from 'axios';
import { apiClient } from '@labmall/shared/api/client';
import { createFakeAdapter, type FakeReply } from '@labmall/shared/api/test-adapter';

export const ok = (data: unknown): FakeReply => ({ body: { code: 200, message: 'ok', data } });
export const refused = (status: number, message: string, data: unknown = null): FakeReply => ({ status, body: { code: status, message, data } });

/** Installs a fake server answering by `METHOD url`; unknown calls answer 404. Returns the requests it saw. */
export function fakeServer(routes: Record<string, FakeReply | (() => FakeReply)>): InternalAxiosRequestConfig[] {
  const fake = createFakeAdapter((config) => {
    const reply = routes[`${(config.method ?? 'get').toUpperCase()} ${config.url}`];
    if (reply === undefined) return refused(404, 'The requested resource was not found');
    return typeof reply === 'function' ? reply() : reply;
  });
  apiClient.defaults.adapter = fake.adapter;
  return fake.requests;
}

export const resetServer = () => {
  apiClient.defaults.adapter = undefined;
};

/** The requests sent by method and url. */
export const requestsTo = (requests: InternalAxiosRequestConfig[], method: string, url: string) =>
  requests.filter((r) => (r.method ?? 'get').toUpperCase() === method && r.url === url);

/** The first request sent by method and url. */
export const requestTo = (requests: InternalAxiosRequestConfig[], method: string, url: string) => requestsTo(requests, method, url)[0];
