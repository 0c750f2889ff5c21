import type { StaffQuotationRecord } from './detail-repository';
import { effectiveStatus } from '../quotations/quotation-view';

type Entry = { kind: string; at: string; staff: string | null; note: string };

/** The audit actions of staff-actions.ts and the status each one led to. */
const kinds: Record<string, string> = { 'quotation.answer': 'quoted', 'quotation.reject': 'rejected', 'quotation.withdraw': 'withdrawn' };

/**
 * What happened to a quotation, oldest first: the request, each staff action from the audit log (who, the note
 * they sent), the acceptance with its order, the validity running out. A row written without an audit row (the
 * seed, or before the log existed) still shows its answer and closing, without a staff account.
 */
export function historyOf(row: StaffQuotationRecord['row'], audit: StaffQuotationRecord['audit'], now: Date): Entry[] {
  const entries: Entry[] = [{ kind: 'requested', at: row.createdAt.toISOString(), staff: null, note: row.note }];
  for (const record of audit) {
    const kind = kinds[record.action];
    if (kind) entries.push({ kind, at: record.at.toISOString(), staff: record.actorAccount, note: (record.after as { staffNote?: string } | null)?.staffNote ?? '' });
  }
  const logged = (kind: string) => entries.some((entry) => entry.kind === kind);
  if (row.quotedAt && !logged('quoted')) entries.push({ kind: 'quoted', at: row.quotedAt.toISOString(), staff: null, note: '' });
  if (row.closedAt && (row.status === 'rejected' || row.status === 'withdrawn') && !logged(row.status)) {
    entries.push({ kind: row.status, at: row.closedAt.toISOString(), staff: null, note: row.staffNote });
  }
  if (row.status === 'accepted' && row.closedAt) entries.push({ kind: 'accepted', at: row.closedAt.toISOString(), staff: null, note: row.orderNo ?? '' });
  if (effectiveStatus(row, now) === 'expired') {
    entries.push({ kind: 'expired', at: (row.status === 'expired' ? row.closedAt : row.validUntil)?.toISOString() ?? row.updatedAt.toISOString(), staff: null, note: '' });
  }
  return entries.sort((a, b) => a.at.localeCompare(b.at));
}
