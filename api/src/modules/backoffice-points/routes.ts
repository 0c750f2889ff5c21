import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { done } from '../backoffice-catalogue/schemas';
import { staffActor } from '../staff/audit';
import { campaignDetailResponse, campaignIdQuery, campaignListQuery, campaignListResponse, campaignSaveBody } from './campaign-schemas';
import { createCampaignService } from './campaign-service';
import {
  goodsDetailResponse, goodsIdQuery, goodsListQuery, goodsListResponse, goodsOptionsResponse, goodsSaveBody, pointsLedgerQuery, pointsLedgerResponse,
  pointsStockBody, pointsStockResponse, savedResponse,
} from './goods-schemas';
import { createGoodsService } from './goods-service';
import { pointsImageRoutes } from './image-routes';
import { announcementDeleteBody, announcementListQuery, announcementListResponse, announcementSaveBody, taskListResponse, taskSaveBody, taskSavedResponse } from './notice-schemas';
import { createNoticeService } from './notice-service';
import { adjustPointsStock, pointsStockLedger } from './stock';

/**
 * The staff console's points mall under /api/backoffice/points (docs/backoffice-api.md, "Points mall"): goods and
 * their stock ledger, campaigns, announcements and the tasks' rewards. Every route carries `app.requireScope('points')`.
 */
export const backofficePointsRoutes: FastifyPluginAsyncZod = async (app) => {
  const goods = createGoodsService(app.db);
  const campaigns = createCampaignService(app.db);
  const notices = createNoticeService(app.db);
  const guard = { onRequest: app.requireScope('points') };
  const prefix = '/backoffice/points';

  app.get(`${prefix}/goods/list`, { ...guard, schema: { querystring: goodsListQuery, response: { 200: goodsListResponse } } }, async (request) => ok(await goods.list(request.query)));
  app.get(`${prefix}/goods/detail`, { ...guard, schema: { querystring: goodsIdQuery, response: { 200: goodsDetailResponse } } }, async (request) => ok(await goods.detail(request.query.id)));
  app.get(`${prefix}/goods/options`, { ...guard, schema: { response: { 200: goodsOptionsResponse } } }, async () => ok(await goods.options()));
  app.post(`${prefix}/goods/save`, { ...guard, schema: { body: goodsSaveBody, response: { 200: savedResponse } } }, async (request) => ok(await goods.save(staffActor(request), request.body)));
  app.post(`${prefix}/goods/stock`, { ...guard, schema: { body: pointsStockBody, response: { 200: pointsStockResponse } } }, async (request) =>
    ok(await adjustPointsStock(app.db, staffActor(request), request.body)),
  );
  app.get(`${prefix}/goods/ledger`, { ...guard, schema: { querystring: pointsLedgerQuery, response: { 200: pointsLedgerResponse } } }, async (request) =>
    ok(await pointsStockLedger(app.db, request.query)),
  );

  await app.register(pointsImageRoutes, { prefix });

  app.get(`${prefix}/campaigns/list`, { ...guard, schema: { querystring: campaignListQuery, response: { 200: campaignListResponse } } }, async (request) => ok(await campaigns.list(request.query)));
  app.get(`${prefix}/campaigns/detail`, { ...guard, schema: { querystring: campaignIdQuery, response: { 200: campaignDetailResponse } } }, async (request) => ok(await campaigns.detail(request.query.id)));
  app.post(`${prefix}/campaigns/save`, { ...guard, schema: { body: campaignSaveBody, response: { 200: savedResponse } } }, async (request) => ok(await campaigns.save(staffActor(request), request.body)));

  app.get(`${prefix}/announcements/list`, { ...guard, schema: { querystring: announcementListQuery, response: { 200: announcementListResponse } } }, async (request) =>
    ok(await notices.announcements(request.query)),
  );
  app.post(`${prefix}/announcements/save`, { ...guard, schema: { body: announcementSaveBody, response: { 200: savedResponse } } }, async (request) =>
    ok(await notices.saveAnnouncement(staffActor(request), request.body)),
  );
  app.post(`${prefix}/announcements/delete`, { ...guard, schema: { body: announcementDeleteBody, response: { 200: done } } }, async (request) =>
    ok(await notices.deleteAnnouncement(staffActor(request), request.body.id, request.body.version)),
  );

  app.get(`${prefix}/tasks/list`, { ...guard, schema: { response: { 200: taskListResponse } } }, async () => ok(await notices.tasks()));
  app.post(`${prefix}/tasks/save`, { ...guard, schema: { body: taskSaveBody, response: { 200: taskSavedResponse } } }, async (request) => ok(await notices.saveTask(staffActor(request), request.body)));
};
