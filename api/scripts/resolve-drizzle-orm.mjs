// Module-resolution hook for drizzle-kit.mjs: drizzle-orm is looked up as if imported from api/.
const fromApi = new URL('../package.json', import.meta.url).href;

export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
    return nextResolve(specifier, { ...context, parentURL: fromApi });
  }
  return nextResolve(specifier, context);
}
