import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { languageFromHeader, type Lang } from '../i18n/language';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of messages and localized fields: Accept-Language, falling back to zh. */
    readonly lang: Lang;
  }
}

async function requestLanguage(app: FastifyInstance) {
  app.decorateRequest('lang', {
    getter(this: { headers: Record<string, string | string[] | undefined> }) {
      const header = this.headers['accept-language'];
      return languageFromHeader(Array.isArray(header) ? header[0] : header);
    },
  });
}

export default fp(requestLanguage, { name: 'request-language' });
