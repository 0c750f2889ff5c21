import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/types';
import type { Lang } from '../../i18n/language';
import { ok } from '../../lib/envelope';
import type { StaffScope } from '../staff/scopes';
import { contentDisposition } from '../content/content-disposition';
import { EXPORT_FORMATS, reportFile } from './export';
import type { ReportName } from './export-tables';
import { funnelReport } from './funnel-report';
import { pointsReport } from './points-report';
import { productsReport } from './products-report';
import { quotationsReport } from './quotations-report';
import { oneOf, reportRange } from './range';
import { SALES_DIMENSIONS, SALES_PERIODS, salesReport } from './sales-report';
import {
  funnelReportReply, pointsReportReply, productsReportReply, quotationsReportReply, rangeQuery, salesQuery, salesReportReply, searchReportReply,
} from './schemas';
import { searchReport } from './search-report';

type Query = { from?: string | undefined; to?: string | undefined; by?: string | undefined; dimension?: string | undefined };

/** Each report: the scope of its part (admin reads all), what it accepts and answers, and how it is read. */
const REPORTS = {
  sales: {
    scope: 'orders', query: salesQuery, reply: salesReportReply,
    load: (db: Db, q: Query, lang: Lang) => salesReport(db, reportRange(q), oneOf(q.by, SALES_PERIODS, 'day'), oneOf(q.dimension, SALES_DIMENSIONS), lang),
  },
  funnel: { scope: 'orders', query: rangeQuery, reply: funnelReportReply, load: (db: Db, q: Query) => funnelReport(db, reportRange(q)) },
  search: { scope: 'catalogue', query: rangeQuery, reply: searchReportReply, load: (db: Db, q: Query) => searchReport(db, reportRange(q)) },
  products: { scope: 'catalogue', query: rangeQuery, reply: productsReportReply, load: (db: Db, q: Query, lang: Lang) => productsReport(db, reportRange(q), lang) },
  quotations: { scope: 'quotations', query: rangeQuery, reply: quotationsReportReply, load: (db: Db, q: Query) => quotationsReport(db, reportRange(q)) },
  points: { scope: 'points', query: rangeQuery, reply: pointsReportReply, load: (db: Db, q: Query) => pointsReport(db, reportRange(q)) },
} as const satisfies Record<ReportName, { scope: StaffScope; query: z.ZodObject; reply: z.ZodType; load: (db: Db, q: Query, lang: Lang) => Promise<unknown> }>;

/**
 * The owner reports under /api/backoffice/reports (docs/reports-api.md): `<report>` answers JSON and
 * `<report>/export?format=csv|xlsx` the same figures as a file, each behind the scope of its part. They read the
 * daily roll-ups (rollup/), so a year's range is some thousands of rows.
 */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [name, report] of Object.entries(REPORTS) as Array<[ReportName, (typeof REPORTS)[ReportName]]>) {
    const path = `/backoffice/reports/${name}`;
    const load = report.load as (db: Db, q: Query, lang: Lang) => Promise<unknown>;
    app.get(path, { onRequest: app.requireScope(report.scope), schema: { querystring: report.query, response: { 200: report.reply } } }, async (request) =>
      // The loop loses each report's own types; the reply schema still checks every answer.
      ok((await load(app.db, request.query as Query, request.lang)) as never),
    );
    app.get(
      `${path}/export`,
      { onRequest: app.requireScope(report.scope), schema: { querystring: report.query.extend({ format: z.string().optional() }) } },
      async (request, reply) => {
        const { format: asked, ...query } = request.query as Query & { format?: string };
        const format = oneOf(asked, EXPORT_FORMATS, 'csv');
        const range = reportRange(query);
        const file = await reportFile(name, (await load(app.db, query, request.lang)) as never, format, request.lang);
        return reply
          .header('content-disposition', contentDisposition(`report-${name}-${range.from}-${range.to}.${format}`))
          .header('cache-control', 'no-store')
          .type(file.type)
          .send(file.body);
      },
    );
  }
};
