// Fakes of the verification API for this feature's tests (never imported by shipped code).
import type { VerificationStanding } from '../api/verification-types';
export { fakeServer, ok, refused, resetServer } from '../../../testing/fake-server';

export const URL = '/api/lab-groups/7/verification';

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

/** A file of `size` bytes as the browser hands it over. */
export const fileOf = (name: string, type: string, size = 1024) => new File([new Uint8Array(size)], name, { type });
