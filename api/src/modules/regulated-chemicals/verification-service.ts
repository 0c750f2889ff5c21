import { type GrantedPermit, type VerificationStatus } from '../../db/schema/regulated-chemicals';
import type { Db } from '../../db/types';
import type { Lang } from '../../i18n/language';
import { AppError, notFound } from '../../lib/app-error';
import { chinaDay } from '../backoffice-orders/china-day';
import { isUniqueViolation } from '../backoffice-catalogue/catalogue-write';
import type { ReceivedForm } from '../forms/multipart';
import { insertFiles } from '../forms/repository';
import { may, memberWith, membershipOf } from '../lab-groups/access';
import { recordAudit, type StaffActor } from '../staff/audit';
import { regulatedError } from './errors';
import { checkVerificationForm } from './verification-form';
import {
  currentPermits,
  decideVerification,
  findVerification,
  insertVerification,
  latestVerification,
  listVerifications,
  VERIFICATION_FILES,
  verificationFile,
  verificationFiles,
} from './verification-repository';
import { memberVerificationView, permitsOn, staffVerificationView } from './verification-views';

const pending = () => regulatedError(409, 'verificationPending', 'VERIFICATION_PENDING');
const decided = () => regulatedError(409, 'verificationDecided', 'VERIFICATION_DECIDED');

/** A group's verification (docs/regulated-chemicals.md): the owner submits, members read, support staff decide. */
export function createVerificationService(db: Db, now: () => Date = () => new Date()) {
  const today = () => chinaDay(now());

  const detail = async (id: number) => {
    const row = await findVerification(db, id);
    if (!row) throw notFound();
    return staffVerificationView(row, await verificationFiles(db, id), today());
  };

  /** The group's standing: its permits (those of its newest verified submission) and its newest submission. */
  const standing = async (groupId: number) => {
    const [permits, latest] = await Promise.all([currentPermits(db, groupId), latestVerification(db, groupId)]);
    return {
      verified: permits !== null,
      permits: permitsOn(permits, today()),
      latest: latest ? memberVerificationView(latest) : null,
    };
  };

  return {
    standing,

    async read(groupId: number, userId: number) {
      await membershipOf(db, groupId, userId);
      return standing(groupId);
    },

    /** The owner's submission (multipart, see verification-form.ts); 409 while another waits for review. */
    async submit(groupId: number, userId: number, form: ReceivedForm, lang: Lang) {
      await memberWith(db, groupId, userId, may.manage);
      const checked = checkVerificationForm(form, today(), lang);
      if (checked.errors.length > 0) throw new AppError(400, 'formInvalid', { errors: checked.errors });
      try {
        await db.transaction(async (tx) => {
          if ((await latestVerification(tx, groupId))?.status === 'pending') throw pending();
          const row = await insertVerification(tx, { groupId, submittedBy: userId, permits: checked.permits });
          await insertFiles(tx, { kind: VERIFICATION_FILES, id: row.id, userId }, checked.files);
        });
      } catch (error) {
        // Two submissions at once: the partial unique index lets one be pending.
        if (isUniqueViolation(error, 'lab_group_verifications_one_pending')) throw pending();
        throw error;
      }
      return standing(groupId);
    },

    list: async (query: { status?: VerificationStatus | undefined; page: number; pageSize: number }) => {
      const { rows, total } = await listVerifications(db, query.status, query.page, query.pageSize);
      const day = today();
      return {
        items: rows.map((row) => {
          const view = staffVerificationView(row, [], day);
          return { id: view.id, groupId: view.groupId, groupName: view.groupName, institution: view.institution, status: view.status, submittedBy: view.submittedBy, submittedAt: view.submittedAt, classes: view.permits.map((p) => p.class), decidedAt: view.decidedAt };
        }),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    detail,

    async file(id: number, fileId: string) {
      const file = await verificationFile(db, id, fileId);
      if (!file) throw notFound();
      return file;
    },

    /** Permits `granted` (each a submitted class, with its expiry) and writes the audit row, in one transaction. */
    async verify(actor: StaffActor, id: number, granted: GrantedPermit[], note: string | null) {
      const row = await findVerification(db, id);
      if (!row) throw notFound();
      const submitted = new Set(row.verification.permits.map((p) => p.class));
      const unknown = granted.filter((p) => !submitted.has(p.class));
      if (unknown.length > 0) throw regulatedError(400, 'badRequest', 'PERMIT_NOT_SUBMITTED', { field: 'permits', classes: unknown.map((p) => p.class) });
      const past = granted.filter((p) => p.expiresOn < today());
      if (past.length > 0) throw regulatedError(400, 'badRequest', 'PERMIT_EXPIRY_PAST', { field: 'permits', classes: past.map((p) => p.class) });
      await db.transaction(async (tx) => {
        const saved = await decideVerification(tx, id, { status: 'verified', granted, decisionNote: note, decidedBy: actor.id, decidedAt: now() });
        if (!saved) throw decided();
        await recordAudit(tx, actor, {
          action: 'lab_group.verify',
          entity: 'lab_group_verification',
          entityId: id,
          before: { status: 'pending', groupId: saved.groupId, permits: saved.permits },
          after: { status: 'verified', groupId: saved.groupId, granted, note },
        });
      });
      return detail(id);
    },

    async reject(actor: StaffActor, id: number, note: string) {
      if (!(await findVerification(db, id))) throw notFound();
      await db.transaction(async (tx) => {
        const saved = await decideVerification(tx, id, { status: 'rejected', granted: null, decisionNote: note, decidedBy: actor.id, decidedAt: now() });
        if (!saved) throw decided();
        await recordAudit(tx, actor, {
          action: 'lab_group.verification.reject',
          entity: 'lab_group_verification',
          entityId: id,
          before: { status: 'pending', groupId: saved.groupId, permits: saved.permits },
          after: { status: 'rejected', groupId: saved.groupId, note },
        });
      });
      return detail(id);
    },
  };
}
