import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** gzip and brotli for JSON, HTML and static files above 1 KB (@fastify/compress's threshold). */
async function compression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    // Brotli's default quality (11) costs tens of ms per response; 4 compresses better than gzip-6 at its speed.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}

export default fp(compression, { name: 'compression' });
