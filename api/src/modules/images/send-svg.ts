import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../lib/app-error';

/** The ETag of a picture: a hash of its bytes, so an unchanged picture revalidates with a 304. */
const etagOf = (svg: string) => `"${createHash('sha256').update(svg).digest('base64url').slice(0, 27)}"`;

const matches = (header: string | undefined, etag: string) =>
  !!header && header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*');

/**
 * Sends a generated picture. A picture's URL never changes what it shows, so it is cached for a year;
 * Cross-Origin-Resource-Policy lets pages on other origins (the shell's dev server, SHOP_HOST setups)
 * show it in an <img>, which helmet's same-origin default would block.
 */
export function sendSvg(request: FastifyRequest, reply: FastifyReply, svg: string | undefined) {
  if (svg === undefined) throw notFound();
  const etag = etagOf(svg);
  reply
    .header('content-type', 'image/svg+xml')
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('cross-origin-resource-policy', 'cross-origin')
    .header('etag', etag);
  if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.send(svg);
}
