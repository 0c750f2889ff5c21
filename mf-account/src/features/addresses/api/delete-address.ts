import { apiPost } from '@labmall/shared/api/client';
import { CODE_OK } from '@labmall/shared/api/envelope';

/** POST /api/address/delete?id=…; deleting the default makes the newest remaining address the default. */
export async function deleteAddress(id: number): Promise<void> {
  const body = await apiPost<{ id: number }>('/api/address/delete', undefined, { params: { id } });
  if (body.code !== CODE_OK) throw body;
}
