import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { createContentService } from './service';

const pageParams = z.object({ slug: z.enum(['about-us', 'about-app', 'privacy', 'registration-agreement']) }).strict();
const salesTeamQuery = z.object({ region: z.string().max(40).optional() }).strict();

/** Company pages, sales team, academic links and special offers (docs/help-service-api.md); all public. */
export const contentPageRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createContentService(app.db);

  app.get('/content/pages/:slug', { schema: { params: pageParams } }, async (request) => ok(await service.page(request.params.slug, request.lang)));
  app.get('/content/sales-team', { schema: { querystring: salesTeamQuery } }, async (request) =>
    ok(await service.salesTeam(request.query.region, request.lang)),
  );
  app.get('/content/academic-links', async (request) => ok(await service.academicLinks(request.lang)));
  app.get('/activity/special-offers', async (request) => ok(await service.specialOffers(request.lang)));
};
