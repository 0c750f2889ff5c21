import { staffPost } from '../../../lib/staff-api';
import type { ReleaseStep } from './get-release-status';

/** POST /api/backoffice/releases/canary (releases): serve a published version to `percent` % of browsers. */
export const startCanary = (remote: string, version: string, percent: number) =>
  staffPost<ReleaseStep>('/api/backoffice/releases/canary', { remote, version, percent });
