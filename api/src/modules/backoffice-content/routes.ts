import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { articleRoutes } from './article-routes';
import { contentFileRoutes } from './file-routes';
import { helpCategoryRoutes } from './help-category-routes';
import { helpContentRoutes } from './help-routes';
import { homeContentRoutes } from './home-routes';

/**
 * The staff console's content calls under /api/backoffice/content (docs/backoffice-api.md, "Content"): articles of
 * the study zone and ECMT, their files, help groups and questions, company pages, home banners and hot words. Every route
 * carries `app.requireScope('content')`; every write is audited in its transaction and drops the shop's caches.
 */
export const backofficeContentRoutes: FastifyPluginAsyncZod = async (app) => {
  const prefix = { prefix: '/backoffice/content' };
  await app.register(articleRoutes, prefix);
  await app.register(contentFileRoutes, prefix);
  await app.register(helpCategoryRoutes, prefix);
  await app.register(helpContentRoutes, prefix);
  await app.register(homeContentRoutes, prefix);
};
