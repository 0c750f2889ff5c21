import { z } from 'zod';
import { envelopeOf } from '../../lib/envelope';
import { staffScopes } from './scopes';

const paging = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};
const account = z.string().trim().min(1).max(254);
const int = z.number().int();

export const staffListQuery = z.strictObject({ ...paging, q: z.string().trim().max(254).optional() });
export const grantBody = z.strictObject({ account, scope: z.array(z.enum(staffScopes)).max(staffScopes.length) });
export const resetSecondFactorBody = z.strictObject({ account });

export const auditQuery = z.strictObject({
  ...paging,
  entity: z.string().trim().max(32).optional(),
  entityId: z.string().trim().max(64).optional(),
  actor: z.string().trim().max(254).optional(),
  action: z.string().trim().max(48).optional(),
});

const pagedOf = <T extends z.ZodType>(item: T) => envelopeOf(z.object({ items: z.array(item), total: int, page: int, pageSize: int }));

export const staffListResponse = pagedOf(
  z.object({ id: int, account: z.string(), nickname: z.string(), scope: z.array(z.string()), secondFactor: z.boolean() }),
);
/** `enrolmentCode`: shown to the admin once, to hand over; null when the account has an authenticator already. */
export const grantResponse = envelopeOf(z.object({ id: int, account: z.string(), scope: z.array(z.string()), enrolmentCode: z.string().nullable() }));
export const resetSecondFactorResponse = envelopeOf(z.object({ enrolmentCode: z.string() }));
export const auditListResponse = pagedOf(
  z.object({
    id: int,
    at: z.string(),
    actorAccount: z.string(),
    action: z.string(),
    entity: z.string(),
    entityId: z.string(),
    before: z.unknown(),
    after: z.unknown(),
  }),
);
