import { apiPost } from '@labmall/shared/api/lazy-client';

/** POST /api/content/read: the signed-in reader opened this article (the server records it for the reading task). */
export async function recordRead(id: number): Promise<void> {
  await apiPost<{ recorded: boolean; pointsAwarded: number }>('/api/content/read', { id });
}
