import Fastify, { type FastifyPluginAsync } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';

/**
 * Every route `plugins` register, with the scopes their onRequest hooks demand, read on a bare app (no database, no
 * request runs): a scope-matrix test checks that each route is guarded, and that its matrix calls each of them.
 * `decorations` are what the plugins read while registering; `prefix` is cut from the routes' URLs.
 */
export async function routeScopes(plugins: FastifyPluginAsync[], { prefix = '', decorations = {} }: { prefix?: string; decorations?: Record<string, unknown> } = {}) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const routes: Array<{ route: string; scopes: string[] }> = [];
  for (const [name, value] of Object.entries({ db: {}, throttle: {}, ...decorations })) app.decorate(name, value as never);
  app.decorate('requireScope', (scope: string) => Object.assign(async () => {}, { scope }));
  app.addHook('onRoute', (route) => {
    if (route.method === 'HEAD') return;
    const hooks = [route.onRequest ?? []].flat() as Array<{ scope?: string }>;
    routes.push({ route: `${String(route.method)} ${route.url.replace(prefix, '')}`, scopes: hooks.map((hook) => hook.scope ?? '?') });
  });
  for (const plugin of plugins) await app.register(plugin);
  await app.ready();
  await app.close();
  return routes;
}
