// Fakes of the verification API for this feature's tests (never imported by shipped code).
import type { InternalAxiosRequestConfig } from 'axios';
import { apiClient } from '@labmall/shared/api/client';
import { createFakeAdapter, type FakeReply } from '@labmall/shared/api/test-adapter';
import type { VerificationStanding } from '../api/verification-types';

export const URL = '/api/lab-groups/7/verification';

export const ok = (data: unknown): FakeReply => ({ body: { code: 200, message: 'ok', data } });
export const refused = (status: number, message: string, data: unknown = null): FakeReply => ({ status, body: { code: status, message, data } });

export const notSubmitted: VerificationStanding = { verified: false, permits: [], latest: null };

const submission = { id: 12, submittedAt: '2026-11-20T02:00:00Z', permits: [{ class: 'precursor' as const, number: 'YZD-2026-0042', expiresOn: '2027-06-30' }] };

export const pending: VerificationStanding = { verified: false, permits: [], latest: { ...submission, status: 'pending', decisionNote: null, decidedAt: null } };

export const verified: VerificationStanding = {
  verified: true,
  permits: [{ class: 'precursor', expiresOn: '2027-06-30', valid: true }, { class: 'highly_toxic', expiresOn: '2026-01-31', valid: false }],
  latest: {
    ...submission, status: 'verified', decisionNote: null, decidedAt: '2026-11-21T03:00:00Z',
    permits: [...submission.permits, { class: 'highly_toxic', number: 'JD-77-118', expiresOn: '2026-01-31' }],
  },
};

export const rejected: VerificationStanding = {
  verified: false, permits: [],
  latest: { ...submission, status: 'rejected', decisionNote: 'The letter is not stamped by the institution.', decidedAt: '2026-11-21T03:00:00Z' },
};

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

/** A file of `size` bytes as the browser hands it over. */
export const fileOf = (name: string, type: string, size = 1024) => new File([new Uint8Array(size)], name, { type });
