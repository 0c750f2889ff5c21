import { z } from 'zod';
import { labGroupRoles } from '../../db/schema/lab-groups';
import { envelopeOf } from '../../lib/envelope';

const MAX_ID = 2_147_483_647;
const id = z.coerce.number().int().min(1).max(MAX_ID);
const text = (max: number) => z.string().trim().min(1).max(max);

export const groupParams = z.object({ id }).strict();
export const inviteParams = z.object({ id, inviteId: id }).strict();
export const memberParams = z.object({ id, userId: id }).strict();
export const budgetParams = z.object({ id, budgetId: id }).strict();
export const groupOrderParams = z.object({ id, orderNo: z.string().regex(/^[A-Za-z0-9]{1,32}$/) }).strict();
export const tokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) }).strict();
export const noQuery = z.object({}).strict();
export const pageQuery = z
  .object({ page: z.coerce.number().int().min(1).max(100_000).default(1), pageSize: z.coerce.number().int().min(1).max(100).default(20) })
  .strict();

export const groupAddress = z
  .object({ province: text(32), city: text(32), district: text(32), detail: z.string().trim().min(2).max(120), postcode: z.string().regex(/^(\d{6})?$/).default('') })
  .strict();
export const overBudget = z.enum(['refuse', 'approval']);
const roles = z.array(z.enum(labGroupRoles)).min(1).max(labGroupRoles.length).refine((list) => new Set(list).size === list.length, { params: { rule: 'duplicate' } });

export const createGroupBody = z.object({ name: text(60), institution: text(100), address: groupAddress }).strict();
export const updateGroupBody = z.object({ name: text(60).optional(), institution: text(100).optional(), address: groupAddress.optional(), overBudget: overBudget.optional() }).strict();
export const inviteBody = z.object({ email: z.string().trim().toLowerCase().max(254).regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/), roles }).strict();
export const rolesBody = z.object({ roles }).strict();

/** Yuan with at most two decimals, like every amount of the API (stored in fen). */
const yuan = z
  .number()
  .min(0)
  .max(1_000_000_000)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6);
const day = z.iso.date();
const periodInOrder = (body: { periodStart?: string | undefined; periodEnd?: string | undefined }, ctx: z.RefinementCtx) => {
  if (body.periodStart && body.periodEnd && body.periodStart > body.periodEnd) ctx.addIssue({ code: 'custom', path: ['periodEnd'], input: body.periodEnd });
};
export const createBudgetBody = z
  .object({ code: z.string().trim().regex(/^[A-Za-z0-9._/-]{1,40}$/), name: text(100), amount: yuan, periodStart: day, periodEnd: day })
  .strict()
  .superRefine(periodInOrder);
export const updateBudgetBody = z
  .object({ name: text(100).optional(), amount: yuan.optional(), periodStart: day.optional(), periodEnd: day.optional(), active: z.boolean().optional() })
  .strict()
  .superRefine(periodInOrder);
export type CreateBudget = z.infer<typeof createBudgetBody>;
export type UpdateBudget = z.infer<typeof updateBudgetBody>;

const role = z.enum(labGroupRoles);
export const budgetSchema = z.object({
  id: z.number().int(), code: z.string(), name: z.string(), amount: z.number(), reserved: z.number(), consumed: z.number(),
  remaining: z.number(), periodStart: z.string(), periodEnd: z.string(), active: z.boolean(),
});
export type BudgetView = z.infer<typeof budgetSchema>;
export const inviteSchema = z.object({ id: z.number().int(), email: z.string(), roles: z.array(role), expiresAt: z.string() });
export const groupDetailSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  institution: z.string(),
  address: z.object({ province: z.string(), city: z.string(), district: z.string(), detail: z.string(), postcode: z.string() }),
  overBudget,
  myRoles: z.array(role),
  members: z.array(z.object({ userId: z.number().int(), name: z.string(), email: z.string(), roles: z.array(role), joinedAt: z.string() })),
  invites: z.array(inviteSchema),
  budgets: z.array(budgetSchema),
});
export type GroupDetail = z.infer<typeof groupDetailSchema>;

export const groupListResponse = envelopeOf(
  z.object({ items: z.array(z.object({ id: z.number().int(), name: z.string(), institution: z.string(), myRoles: z.array(role), memberCount: z.number().int() })) }),
);
export const groupDetailResponse = envelopeOf(groupDetailSchema);
export const inviteResponse = envelopeOf(inviteSchema);
export const invitePreviewResponse = envelopeOf(
  z.object({ groupName: z.string(), institution: z.string(), invitedBy: z.string(), roles: z.array(role), expiresAt: z.string() }),
);
export const acceptedResponse = envelopeOf(z.object({ groupId: z.number().int() }));
export const memberResponse = envelopeOf(z.object({ userId: z.number().int(), roles: z.array(role) }));
export const removedResponse = envelopeOf(z.object({ id: z.number().int() }));
export const budgetResponse = envelopeOf(budgetSchema);
export const budgetListResponse = envelopeOf(z.object({ items: z.array(budgetSchema) }));
export const ledgerResponse = envelopeOf(
  z.object({
    items: z.array(
      z.object({
        id: z.number().int(), kind: z.enum(['reserve', 'release', 'consume', 'refund']), amount: z.number(),
        orderId: z.number().int().nullable(), orderNo: z.string().nullable(), memberName: z.string(), createdAt: z.string(),
      }),
    ),
    total: z.number().int(), page: z.number().int(), pageSize: z.number().int(),
  }),
);
