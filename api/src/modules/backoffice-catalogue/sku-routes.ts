import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { staffActor } from '../staff/audit';
import { ledgerQuery, ledgerResponse, skuSaveBody, skuSaveResponse, stockBody, stockResponse } from './sku-schemas';
import { createSkuAdminService } from './sku-service';
import { adjustStock, stockLedger } from './stock';

/** SKUs: create or edit, stock adjustments (the only way stock changes) and their ledger. */
export const skuAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createSkuAdminService(app.db);
  const guard = { onRequest: app.requireScope('catalogue') };

  app.post('/sku/save', { ...guard, schema: { body: skuSaveBody, response: { 200: skuSaveResponse } } }, async (request) =>
    ok(await service.save(staffActor(request), request.body)),
  );

  app.post('/sku/stock', { ...guard, schema: { body: stockBody, response: { 200: stockResponse } } }, async (request) =>
    ok(await adjustStock(app.db, staffActor(request), request.body)),
  );

  app.get('/sku/stock-ledger', { ...guard, schema: { querystring: ledgerQuery, response: { 200: ledgerResponse } } }, async (request) =>
    ok(await stockLedger(app.db, request.query)),
  );
};
