import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendSvg } from '../images/send-svg';

/** The pictures the seed names: a tinted card per good and a banner per campaign, drawn here, no files. */
const glyphs: Record<string, string> = {
  'lab-notebook-a4': '📓',
  'nitrile-gloves-m': '🧤',
  'tweezers-set': '🔧',
  'coin-cell-kit-2032': '🔋',
  'separator-19mm': '⚪',
  'coupon-20': '🎟',
  'coupon-50': '🎟',
  'glovebox-training-seat': '🎓',
};
const hue = (name: string) => [...name].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 360, 7);

function pictureOf(name: string): string | undefined {
  if (name.startsWith('campaign-')) {
    const h = hue(name);
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 300" width="1200" height="300"><defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="hsl(${h} 60% 42%)"/><stop offset="1" stop-color="hsl(${(h + 40) % 360} 65% 55%)"/></linearGradient></defs><rect width="1200" height="300" fill="url(#g)"/><text x="1080" y="200" font-size="150" text-anchor="middle">🔋</text></svg>`;
  }
  const glyph = glyphs[name];
  if (!glyph) return undefined;
  const h = hue(name);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400"><rect width="400" height="400" fill="hsl(${h} 45% 92%)"/><circle cx="200" cy="200" r="130" fill="hsl(${h} 50% 80%)"/><text x="200" y="245" font-size="140" text-anchor="middle">${glyph}</text></svg>`;
}

const params = z.object({ name: z.string().regex(/^[a-z0-9-]{1,60}$/) });

/** GET /media/points/:name.svg, outside /api like the catalogue's pictures. */
export const pointsMediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/media/points/:name.svg', { schema: { params } }, async (request, reply) => sendSvg(request, reply, pictureOf(request.params.name)));
};
