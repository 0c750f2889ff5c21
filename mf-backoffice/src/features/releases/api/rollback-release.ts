import { staffPost } from '../../../lib/staff-api';
import type { ReleaseStep } from './get-release-status';

/** POST /api/backoffice/releases/rollback (releases): end the canary, else undo the latest promotion. */
export const rollbackRelease = (remote: string) => staffPost<ReleaseStep>('/api/backoffice/releases/rollback', { remote });
