import { staffPost } from '../../../lib/staff-api';

/** POST /api/backoffice/releases/key (releases): a new publishing key for the remote's pipeline, shown once. */
export const rotatePublishKey = (remote: string) => staffPost<{ remote: string; key: string }>('/api/backoffice/releases/key', { remote });
