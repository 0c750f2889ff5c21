import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { products } from '../../db/schema/products';
import type { RegulatedClass } from '../../db/schema/regulated-chemicals';
import { staffAuditLog } from '../../db/schema/staff';
import type { Reply } from '../../test/auth-requests';
import { catalogueRows } from '../../test/catalogue-rows';
import { staffClient } from '../../test/staff-client';
import { chinaDay } from '../backoffice-orders/china-day';
import { multipartBody, sampleFiles, type Part } from '../forms/multipart-body';
import { dataOf, type GroupClient } from '../lab-groups/test-client';

/** Test helper (no test itself): the console's calls of this module (under /api/backoffice/) as a client makes them. */
export const regulatedStaffClient = (app: FastifyInstance, token?: string, language = 'en') => staffClient(app, '/api/backoffice/', token, language);
export type RegulatedStaffClient = ReturnType<typeof regulatedStaffClient>;

/** A China date `days` from today. */
export const inDays = (days: number) => chinaDay(new Date(Date.now() + days * 86_400_000));

/** A verification body: the institution's letter (PDF) and a precursor permit (PNG) unless `parts` say otherwise. */
export const verificationParts = (overrides: Record<string, Part | null> = {}): Part[] => {
  const parts: Record<string, Part | null> = {
    institutionDocument: { name: 'institutionDocument', fileName: 'letter.pdf', content: sampleFiles.pdf, type: 'application/pdf' },
    'precursor.number': { name: 'precursor.number', value: '沪易制毒备 2026-0042' },
    'precursor.expiresOn': { name: 'precursor.expiresOn', value: inDays(200) },
    'precursor.file': { name: 'precursor.file', fileName: 'permit.png', content: sampleFiles.png, type: 'image/png' },
    ...overrides,
  };
  return Object.values(parts).filter((p): p is Part => p !== null);
};

/** POST /api/lab-groups/:id/verification as `member`, multipart. */
export function submitVerification(app: FastifyInstance, member: GroupClient, groupId: number, parts: Part[] = verificationParts()): Promise<Reply> {
  const { payload, headers } = multipartBody(parts);
  return app.inject({
    method: 'POST',
    url: `/api/lab-groups/${groupId}/verification`,
    payload,
    headers: { ...headers, authorization: `Bearer ${member.token}`, 'accept-language': 'en' },
  }) as Promise<Reply>;
}

/** Submits for `groupId` and has support staff verify `permits`; answers the verification's id. */
export async function verifiedGroup(app: FastifyInstance, owner: GroupClient, groupId: number, staff: RegulatedStaffClient, permits: Array<{ class: RegulatedClass; expiresOn: string }>, parts?: Part[]) {
  dataOf(await submitVerification(app, owner, groupId, parts));
  const { items } = await staff.data<{ items: Array<{ id: number; groupId: number }> }>('GET', 'lab-group-verifications?status=pending&pageSize=100');
  const id = items.find((i) => i.groupId === groupId)!.id;
  await staff.data('POST', `lab-group-verifications/${id}/verify`, { permits });
  return id;
}

/** A product of `regulatedClass` (with a CAS number) and one SKU, straight in the database. */
export async function regulatedProduct(app: FastifyInstance, regulatedClass: RegulatedClass | null, casNumber = '7664-93-9') {
  const rows = catalogueRows(app.db);
  const product = await rows.product({ categoryId: 101, brandId: await rows.brand('Regulated'), casNumber }, 'Acid');
  if (regulatedClass) await app.db.update(products).set({ regulatedClass }).where(eq(products.id, product.id));
  const sku = await rows.sku(product.id);
  return { productId: product.id, skuId: sku.id, name: product.name };
}

/** The audit rows written about one record. */
export const auditOf = (app: FastifyInstance, entity: string, entityId: number | string) =>
  app.db.select().from(staffAuditLog).where(and(eq(staffAuditLog.entity, entity), eq(staffAuditLog.entityId, String(entityId))));
