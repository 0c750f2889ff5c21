/** The three legal classes of docs/regulated-chemicals.md, in the order the API checks and lists them. */
export const REGULATED_CLASSES = ['precursor', 'explosive_precursor', 'highly_toxic'] as const;
export type RegulatedClass = (typeof REGULATED_CLASSES)[number];

export type VerificationStatus = 'pending' | 'verified' | 'rejected';

/** A permit held by the group: granted by staff, valid through `expiresOn` (a China date). */
export interface GrantedPermit {
  class: RegulatedClass;
  expiresOn: string;
  valid: boolean;
}

/** The group's newest submission as members see it (no documents). */
export interface LatestSubmission {
  id: number;
  status: VerificationStatus;
  submittedAt: string;
  permits: { class: RegulatedClass; number: string; expiresOn: string }[];
  decisionNote: string | null;
  decidedAt: string | null;
}

/** GET/POST /api/lab-groups/:id/verification: the group's standing. `permits` are the newest verified submission's grants. */
export interface VerificationStanding {
  verified: boolean;
  permits: GrantedPermit[];
  latest: LatestSubmission | null;
}
