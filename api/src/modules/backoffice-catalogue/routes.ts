import type { FastifyPluginAsync } from 'fastify';
import { categoryAdminRoutes } from './category-routes';
import { imageUploadRoutes } from './image-routes';
import { productAdminRoutes } from './product-routes';
import { relatedAdminRoutes } from './related-routes';
import { safetyAdminRoutes } from './safety-routes';
import { skuAdminRoutes } from './sku-routes';

/**
 * The staff console's catalogue calls under /api/backoffice/catalogue (docs/backoffice-api.md, "Catalogue"). Every
 * route carries `app.requireScope('catalogue')`; the pictures they upload are served by media-routes.ts.
 */
export const backofficeCatalogueRoutes: FastifyPluginAsync = async (app) => {
  const prefix = '/backoffice/catalogue';
  await app.register(categoryAdminRoutes, { prefix });
  await app.register(productAdminRoutes, { prefix });
  await app.register(relatedAdminRoutes, { prefix });
  await app.register(skuAdminRoutes, { prefix });
  await app.register(safetyAdminRoutes, { prefix });
  await app.register(imageUploadRoutes, { prefix });
};
