import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createImageRepository } from './repository';
import { imageParams, productImageParams } from './schemas';
import { sendSvg } from './send-svg';
import { createImageService } from './service';

/** The generated product, banner and bundle pictures (docs/catalog-api.md, Media), outside /api. */
export const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createImageService(createImageRepository(app.db));

  app.get('/media/products/:id/:n.svg', { schema: { params: productImageParams } }, async (request, reply) =>
    sendSvg(request, reply, await service.product(request.params.id, request.params.n)),
  );

  app.get('/media/banners/:id.svg', { schema: { params: imageParams } }, async (request, reply) =>
    sendSvg(request, reply, await service.banner(request.params.id)),
  );

  app.get('/media/scenarios/:id.svg', { schema: { params: imageParams } }, async (request, reply) =>
    sendSvg(request, reply, await service.scenario(request.params.id)),
  );
};
