import type { TFunction } from 'i18next';

export const DECISION_NOTE_MAX = 500;
export type Decision = 'approve' | 'reject';

/** The decision form's note: optional to approve, required to reject (1–500 characters, as the API checks). */
export function checkDecisionNote(decision: Decision, note: string, t: TFunction): { error: string } | { note: string } {
  const trimmed = note.trim();
  if (decision === 'reject' && trimmed === '') return { error: t('approvals.decision.noteRequired') };
  if (trimmed.length > DECISION_NOTE_MAX) return { error: t('approvals.decision.noteTooLong', { max: DECISION_NOTE_MAX }) };
  return { note: trimmed };
}
