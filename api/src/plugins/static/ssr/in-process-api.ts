import type { FastifyInstance } from 'fastify';
import type { InProcessRequest, InProcessResponse } from './shell-renderer';

/**
 * The shop's API called in process for server rendering (`inject`: the same routes, validation and caches as a
 * browser's call, without a socket).
 */
export function createInProcessApi(app: FastifyInstance) {
  return async function callApi(request: InProcessRequest): Promise<InProcessResponse> {
    const response = await app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers: request.headers,
      ...(request.payload !== undefined ? { payload: request.payload } : {}),
    });
    return { statusCode: response.statusCode, statusMessage: response.statusMessage, headers: response.headers, body: response.body };
  };
}
