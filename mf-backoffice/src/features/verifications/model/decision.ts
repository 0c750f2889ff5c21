import type { RegulatedClass } from '../../../lib/regulated-class';
import type { VerifyInput } from '../api/decide-verification';

/** One submitted class in the verify form: permitted or not, and the expiry staff checked. */
export interface PermitDraft { class: RegulatedClass; permitted: boolean; expiresOn: string }

export type DecisionProblem = 'noneChosen' | 'expiryMissing' | 'expiryPast' | 'noteRequired' | 'noteTooLong';

export const NOTE_MAX = 500;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The checks the API makes on a decision (docs/regulated-chemicals.md), made first so staff read why at once:
 * at least one class, each with a real expiry today (China) or later; a rejection's note 1–500 characters.
 * Problems are keyed by the field they belong to: `permits`, `<class>` or `note`.
 */
export function checkVerify(drafts: PermitDraft[], note: string, today: string): Record<string, DecisionProblem> {
  const problems: Record<string, DecisionProblem> = {};
  const chosen = drafts.filter((d) => d.permitted);
  if (chosen.length === 0) problems.permits = 'noneChosen';
  for (const d of chosen) {
    if (!DAY.test(d.expiresOn) || Number.isNaN(Date.parse(`${d.expiresOn}T00:00:00Z`))) problems[d.class] = 'expiryMissing';
    else if (d.expiresOn < today) problems[d.class] = 'expiryPast';
  }
  if (note.trim().length > NOTE_MAX) problems.note = 'noteTooLong';
  return problems;
}

export function checkReject(note: string): Record<string, DecisionProblem> {
  const trimmed = note.trim();
  if (!trimmed) return { note: 'noteRequired' };
  return trimmed.length > NOTE_MAX ? { note: 'noteTooLong' } : {};
}

/** The verify body: the permitted classes only, the note left out when empty. */
export function verifyBody(drafts: PermitDraft[], note: string): VerifyInput {
  const permits = drafts.filter((d) => d.permitted).map((d) => ({ class: d.class, expiresOn: d.expiresOn }));
  return note.trim() ? { permits, note: note.trim() } : { permits };
}
