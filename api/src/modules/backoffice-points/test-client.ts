import type { FastifyInstance } from 'fastify';
import { beforeAll } from 'vitest';
import type { Reply } from '../../test/auth-requests';
import { texts } from '../../test/catalogue-rows';
import { staffClient, useStaffApp, type StaffAppContext } from '../../test/staff-client';
import type { Driver } from '../../test/test-app';

/** Test helper (no test itself): the console's points-mall calls as a client makes them. */
export function pointsClient(app: FastifyInstance, token?: string, language = 'en') {
  const client = staffClient(app, '/api/backoffice/points/', token, language);
  /** POST goods/image with one file part, as the editor's upload sends it. */
  const upload = (fileName: string, content: Buffer): Promise<Reply> => client.sendFile('goods/image', { fileName, content, type: 'image/png' });
  return { ...client, upload };
}
export type PointsClient = ReturnType<typeof pointsClient>;

let codes = 0;
/** A goods/save body for a new physical good of the seeded first shelf; override any field. */
export const goodBody = (categoryId: number, changes: Record<string, unknown> = {}) => ({
  code: `PT-${process.pid}-${++codes}`, categoryId, kind: 'physical', couponTemplateId: null, name: texts('Nitrile gloves'), description: texts('Box of 100'),
  images: ['/media/points/nitrile-gloves-m.svg'], points: 300, perAccountLimit: 2, onSale: true, featured: false, availableFrom: null, availableTo: null, sort: 5, ...changes,
});

/** One app per test file and driver, with a points staff member's client and the first shelf's id. Read `ctx.*` inside tests. */
export function usePointsApp(driver: Driver) {
  const ctx = useStaffApp(driver, 'points', pointsClient) as StaffAppContext<PointsClient> & { categoryId: number };
  // Runs after useStaffApp's beforeAll, which signs the staff member in.
  beforeAll(async () => {
    ctx.categoryId = (await ctx.staff.data<{ categories: Array<{ id: number }> }>('GET', 'goods/options')).categories[0]!.id;
  });
  return ctx;
}

/** A new good (stock 0) made through the console, with its id and version. */
export const createdGood = (ctx: { staff: PointsClient; categoryId: number }, changes: Record<string, unknown> = {}) =>
  ctx.staff.data<{ id: number; version: string }>('POST', 'goods/save', goodBody(ctx.categoryId, changes));
