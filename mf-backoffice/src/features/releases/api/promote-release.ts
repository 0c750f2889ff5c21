import { staffPost } from '../../../lib/staff-api';
import type { ReleaseStep } from './get-release-status';

/** POST /api/backoffice/releases/promote (releases): make a published version everyone's (a canary ends). */
export const promoteRelease = (remote: string, version: string) => staffPost<ReleaseStep>('/api/backoffice/releases/promote', { remote, version });
