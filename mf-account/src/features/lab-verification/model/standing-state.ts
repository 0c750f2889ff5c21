import type { VerificationStanding } from '../api/verification-types';

export type StandingState = 'none' | 'pending' | 'verified' | 'rejected';

/**
 * The headline: the newest submission's status, else "not submitted". A verified group whose newer submission is
 * pending or rejected keeps its permits meanwhile (docs/regulated-chemicals.md), so those are shown beside it.
 */
export const standingState = (standing: VerificationStanding): StandingState =>
  standing.latest?.status ?? (standing.verified ? 'verified' : 'none');
