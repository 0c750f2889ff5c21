import { useRequest } from '@labmall/shared/hooks/use-request';
import { staffGet } from '../../../lib/staff-api';

export interface BackupCard {
  /** off, daily at `dailyAt` (China time), or every `intervalSeconds`. */
  schedule: { kind: 'off' | 'daily' | 'every'; dailyAt: string | null; intervalSeconds: number | null };
  lastSuccess: { finishedAt: string; sizeBytes: number; seconds: number; ageSeconds: number } | null;
  lastFailure: { at: string; error: string } | null;
  /** No good backup within the schedule's interval and a grace of 3 hours, or none at all. */
  overdue: boolean;
}

/** GET /api/backoffice/dashboard/backups (admin): the last good backup, its size and age, the schedule (docs/operations.md). */
export const getBackupCard = () => staffGet<BackupCard>('/api/backoffice/dashboard/backups');

/** Null when the staff member is not admin: then nothing is asked. */
export const useBackupCard = (allowed: boolean) => useRequest(allowed ? 'backoffice-dashboard-backups' : null, getBackupCard);
