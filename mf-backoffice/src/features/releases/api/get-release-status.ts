import { useRequest } from '@labmall/shared/hooks/use-request';
import { staffGet } from '../../../lib/staff-api';

export interface Gate { name: string; passed: boolean; detail: string }
export interface ReleaseVersion {
  version: string; publishedBy: string | null; publishedAt: string | null; bytes: number | null; gates: Gate[] | null;
  /** Over all replicas: page loads that got it, those whose browser reported its error, server renders it failed. */
  pageLoads: number; errors: number; ssrFailures: number;
}
export interface ReleaseStep {
  id?: number; at: string; action: string; remote: string; from: string | null; to: string; percent?: number; rolledBack?: boolean; actor?: string; reason?: string;
}
export interface RemoteRelease {
  remote: string;
  live: string | null;
  canary: { version: string; percent: number } | null;
  versions: ReleaseVersion[];
  key: { createdBy: string; createdAt: string } | null;
  /** What a rollback would make live now (the live version while a canary runs); null: nothing to go back to. */
  rollbackTo: string | null;
  history: ReleaseStep[];
}

/** GET /api/backoffice/releases/status (releases): every remote's live, canary and published versions and history. */
export const getReleaseStatus = () => staffGet<RemoteRelease[]>('/api/backoffice/releases/status');
export const useReleaseStatus = (reload: number) => useRequest(`backoffice-releases|${reload}`, getReleaseStatus);
