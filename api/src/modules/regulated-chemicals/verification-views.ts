import type { GrantedPermit, LabGroupVerificationRow } from '../../db/schema/regulated-chemicals';
import { INSTITUTION_FIELD, permitField } from './verification-form';

type FileRow = { id: string; field: string; fileName: string; mimeType: string; size: number };

/** Where staff open a submission's file (scope support). */
export const staffFileUrl = (verificationId: number, fileId: string) => `/api/backoffice/lab-group-verifications/${verificationId}/files/${fileId}`;

/** The granted permits with whether each is valid on `today` (a China date; valid through its expiry date). */
export const permitsOn = (granted: GrantedPermit[] | null, today: string) => (granted ?? []).map((p) => ({ ...p, valid: p.expiresOn >= today }));

/** A submission as staff review it: who sent what, each document with the link that opens it. */
export function staffVerificationView(
  row: { verification: LabGroupVerificationRow; groupName: string; institution: string; submitterName: string | null; submitterAccount: string | null },
  files: FileRow[],
  today: string,
) {
  const v = row.verification;
  const document = (field: string) => {
    const file = files.find((f) => f.field === field);
    return file ? { id: file.id, fileName: file.fileName, mimeType: file.mimeType, size: file.size, url: staffFileUrl(v.id, file.id) } : null;
  };
  return {
    id: v.id,
    groupId: v.groupId,
    groupName: row.groupName,
    institution: row.institution,
    status: v.status,
    submittedBy: v.submittedBy === null ? null : { id: v.submittedBy, name: row.submitterName ?? '', account: row.submitterAccount ?? '' },
    submittedAt: v.createdAt.toISOString(),
    institutionDocument: document(INSTITUTION_FIELD),
    permits: v.permits.map((p) => ({ ...p, document: document(permitField(p.class, 'file')) })),
    granted: v.status === 'verified' ? permitsOn(v.granted, today) : null,
    decisionNote: v.decisionNote,
    decidedAt: v.decidedAt?.toISOString() ?? null,
  };
}

/** A submission as the group's members see it (no documents: those are the owner's own uploads, /api/uploads/:id). */
export const memberVerificationView = (v: LabGroupVerificationRow) => ({
  id: v.id,
  status: v.status,
  submittedAt: v.createdAt.toISOString(),
  permits: v.permits,
  decisionNote: v.decisionNote,
  decidedAt: v.decidedAt?.toISOString() ?? null,
});
