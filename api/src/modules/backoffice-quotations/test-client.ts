import type { FastifyInstance } from 'fastify';
import { staffClient, useStaffApp } from '../../test/staff-client';
import type { Driver } from '../../test/test-app';
import { answer, inDays, requestedQuotation } from '../quotations/quotation-kit';

/** Test helper (no test itself): the console's quotation calls as a client makes them. */
export function quotationsClient(app: FastifyInstance, token?: string, language = 'en') {
  const client = staffClient(app, '/api/backoffice/quotations/', token, language);
  return { ...client, detail: (quoteNo: string) => client.data<StaffDetail>('GET', `detail?quoteNo=${quoteNo}`) };
}
export type QuotationsClient = ReturnType<typeof quotationsClient>;

export type StaffDetail = {
  quoteNo: string; status: string; version: string; actions: string[]; staffNote: string; totalAmount: number | null;
  buyer: { account: string }; lines: Array<{ skuCode: string; quantity: number; unitPrice: number | null }>;
  history: Array<{ kind: string; staff: string | null; note: string }>;
};

/** One app per test file and driver, with a quotations staff member's client. Read `ctx.*` inside tests. */
export const useQuotationsApp = (driver: Driver) => useStaffApp(driver, 'quotations', quotationsClient);

/** A requested quotation (quotation-kit.ts: SKUs a and b, 10 and 2 units) with the staff detail's version. */
export async function requested(app: FastifyInstance, staff: QuotationsClient) {
  const made = await requestedQuotation(app);
  const { version } = await staff.detail(made.quoteNo);
  return { ...made, version, codes: made.skus.map((sku) => sku.code) };
}

/** The console's answer body for `requested(…)`: ¥80 and ¥200 a unit, ¥15 shipping, a week. */
export const answerBody = (quoteNo: string, version: string, codes: string[], changes: Record<string, unknown> = {}) => ({
  quoteNo, version, lines: [{ sku: codes[0], unitPrice: 80 }, { sku: codes[1], unitPrice: 200 }], shipping: 15, validUntil: inDays(7), note: 'FOB Shanghai', ...changes,
});

/** A quoted quotation (answered through the command line's path) with its version. */
export async function quoted(app: FastifyInstance, staff: QuotationsClient) {
  const made = await requested(app, staff);
  await answer(app, made.quoteNo, made.codes);
  return { ...made, version: (await staff.detail(made.quoteNo)).version };
}
