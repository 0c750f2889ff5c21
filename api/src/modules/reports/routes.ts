import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
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

/**
 * The owner reports under /api/backoffice/reports (docs/reports-api.md), each behind the scope of its part (admin
 * reads all): they read the daily roll-ups (rollup/), so a year's range is some thousands of rows.
 */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const prefix = '/backoffice/reports';

  app.get(`${prefix}/sales`, { onRequest: app.requireScope('orders'), schema: { querystring: salesQuery, response: { 200: salesReportReply } } }, async (request) => {
    const range = reportRange(request.query);
    const by = oneOf(request.query.by, SALES_PERIODS, 'day');
    const dimension = oneOf(request.query.dimension, SALES_DIMENSIONS);
    return ok(await salesReport(app.db, range, by, dimension, request.lang));
  });
  app.get(`${prefix}/funnel`, { onRequest: app.requireScope('orders'), schema: { querystring: rangeQuery, response: { 200: funnelReportReply } } }, async (request) =>
    ok(await funnelReport(app.db, reportRange(request.query))),
  );
  app.get(`${prefix}/search`, { onRequest: app.requireScope('catalogue'), schema: { querystring: rangeQuery, response: { 200: searchReportReply } } }, async (request) =>
    ok(await searchReport(app.db, reportRange(request.query))),
  );
  app.get(`${prefix}/products`, { onRequest: app.requireScope('catalogue'), schema: { querystring: rangeQuery, response: { 200: productsReportReply } } }, async (request) =>
    ok(await productsReport(app.db, reportRange(request.query), request.lang)),
  );
  app.get(`${prefix}/quotations`, { onRequest: app.requireScope('quotations'), schema: { querystring: rangeQuery, response: { 200: quotationsReportReply } } }, async (request) =>
    ok(await quotationsReport(app.db, reportRange(request.query))),
  );
  app.get(`${prefix}/points`, { onRequest: app.requireScope('points'), schema: { querystring: rangeQuery, response: { 200: pointsReportReply } } }, async (request) =>
    ok(await pointsReport(app.db, reportRange(request.query))),
  );
};
