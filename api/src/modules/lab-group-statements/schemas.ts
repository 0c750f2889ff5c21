import { z } from 'zod';
import { envelopeOf } from '../../lib/envelope';
import { LINE_KINDS } from './statement-lines';

const MAX_ID = 2_147_483_647;
const id = z.coerce.number().int().min(1).max(MAX_ID);
/** Checked in month.ts, which says what is wrong in the reader's language (format, future, before the group). */
const month = z.string().max(20);

export const groupParams = z.object({ id }).strict();
export const statementQuery = z.object({ month, budgetId: id.optional() }).strict();
export const STATEMENT_FORMATS = ['pdf', 'xlsx'] as const;
export const exportQuery = statementQuery.extend({ format: z.enum(STATEMENT_FORMATS) }).strict();
export const spendingQuery = z.object({ from: month, to: month }).strict();

const yuan = z.number();
const group = z.object({ id: z.number().int(), name: z.string(), institution: z.string() });
const sums = { orders: z.number().int(), placed: yuan, cancelled: yuan, paid: yuan, refunded: yuan, netSpent: yuan };
const member = z.object({ memberId: z.number().int().nullable(), memberName: z.string(), ...sums });
const budgetSums = { budgetId: z.number().int(), code: z.string(), name: z.string(), ...sums };

export const statementResponse = envelopeOf(
  z.object({
    group,
    budget: z.object({ id: z.number().int(), code: z.string(), name: z.string() }).nullable(),
    period: z.object({ month: z.string(), from: z.string(), to: z.string() }),
    openingBalance: yuan,
    closingBalance: yuan,
    totals: z.object(sums),
    lines: z.array(
      z.object({
        at: z.string(), kind: z.enum(LINE_KINDS), orderId: z.number().int().nullable(), orderNo: z.string().nullable(),
        memberId: z.number().int().nullable(), memberName: z.string(), budgetId: z.number().int(), budgetCode: z.string(),
        amount: yuan, change: yuan, balance: yuan, paymentMethod: z.string().nullable(), paidAt: z.string().nullable(),
        invoiceType: z.enum(['ordinary', 'special']).nullable(), invoiceTitle: z.string().nullable(),
      }),
    ),
    byMember: z.array(member),
    byBudget: z.array(z.object({ ...budgetSums, opening: yuan, closing: yuan })),
    /** Pay on invoice: the term orders still owed at the period's end (docs/lab-groups.md "Pay on invoice (terms)"). */
    owed: z.object({
      total: yuan,
      overdue: yuan,
      items: z.array(z.object({
        orderNo: z.string(), memberName: z.string(), budgetId: z.number().int(), budgetCode: z.string(), amount: yuan, placedAt: z.string(), dueAt: z.string().nullable(), overdue: z.boolean(),
      })),
    }),
  }),
);

export const spendingResponse = envelopeOf(
  z.object({ group, from: z.string(), to: z.string(), totals: z.object(sums), byBudget: z.array(z.object(budgetSums)), byMember: z.array(member) }),
);
