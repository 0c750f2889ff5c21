// The statement and spending answers of /api/lab-groups/:id/statements (api/src/modules/lab-group-statements).
// Amounts are yuan with two decimals, like the budgets (model/budget-money.ts).

/** `budgetChanged`: the budget's amount was raised or cut (no order; not spending, but it moves the balance). */
export type StatementLineKind = 'placed' | 'cancelled' | 'paid' | 'refunded' | 'invoiceRequested' | 'invoiceIssued' | 'budgetChanged';

export interface StatementSums {
  orders: number;
  placed: number;
  cancelled: number;
  paid: number;
  refunded: number;
  netSpent: number;
}

export interface StatementLine {
  at: string;
  kind: StatementLineKind;
  orderId: number | null;
  orderNo: string | null;
  memberId: number | null;
  memberName: string;
  budgetId: number;
  budgetCode: string;
  amount: number;
  /** The change of the remaining amount (placing holds money, cancelling and refunding give it back, a changed amount adds or takes its difference). */
  change: number;
  /** The remaining amount after this line. */
  balance: number;
  paymentMethod: string | null;
  paidAt: string | null;
  invoiceType: 'ordinary' | 'special' | null;
  invoiceTitle: string | null;
}

export interface MemberSpending extends StatementSums {
  memberId: number | null;
  memberName: string;
}

export interface BudgetSpending extends StatementSums {
  budgetId: number;
  code: string;
  name: string;
  opening: number;
  closing: number;
}

export interface Statement {
  group: { id: number; name: string; institution: string };
  budget: { id: number; code: string; name: string } | null;
  period: { month: string; from: string; to: string };
  openingBalance: number;
  closingBalance: number;
  totals: StatementSums;
  lines: StatementLine[];
  byMember: MemberSpending[];
  byBudget: BudgetSpending[];
}

/** The files a statement downloads as (the API's `format`). */
export const STATEMENT_FILE_FORMATS = ['pdf', 'xlsx'] as const;
export type StatementFileFormat = (typeof STATEMENT_FILE_FORMATS)[number];
