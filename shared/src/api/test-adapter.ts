import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';

/** What a fake server answers: an HTTP status and body, or 'network' for a request that never got an answer. */
export type FakeReply = { status?: number; body?: unknown } | 'network';

/**
 * Test helper (no test itself): an axios adapter answering from a handler, settling like the real adapters
 * (2xx resolves, anything else rejects with an AxiosError carrying the response), and recording each request.
 */
export function createFakeAdapter(handler: (config: InternalAxiosRequestConfig) => FakeReply | Promise<FakeReply>) {
  const requests: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    requests.push(config);
    const reply = await handler(config);
    if (reply === 'network') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    const status = reply.status ?? 200;
    const response: AxiosResponse = { data: reply.body, status, statusText: String(status), headers: new AxiosHeaders(), config };
    if (status >= 200 && status < 300) return response;
    throw new AxiosError(`Request failed with status code ${status}`, AxiosError.ERR_BAD_REQUEST, config, null, response);
  };
  return { adapter, requests };
}

/** The JSON body a request sent (axios has serialized it by the time the adapter sees it). */
export function sentBody(config: InternalAxiosRequestConfig): unknown {
  return typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
}
