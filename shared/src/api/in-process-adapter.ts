import axios, { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse } from 'axios';

/** A request to the API inside the same process (Fastify's `inject`: no socket, the same routes and checks). */
export interface InProcessRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

export interface InProcessResponse {
  statusCode: number;
  statusMessage?: string;
  headers: Record<string, unknown>;
  body: string;
}

export type InProcessCall = (request: InProcessRequest) => Promise<InProcessResponse>;

/**
 * An axios adapter that answers from the API in process. Everything around it (interceptors, the spec §8
 * response rules, JSON parsing, errors with `response.status`) stays exactly as in the browser.
 */
export function inProcessAdapter(call: InProcessCall): AxiosAdapter {
  return async (config) => {
    const headers = Object.fromEntries(
      Object.entries(AxiosHeaders.from(config.headers).toJSON()).filter(([, value]) => typeof value === 'string'),
    ) as Record<string, string>;
    const reply = await call({
      method: (config.method ?? 'get').toUpperCase(),
      url: axios.getUri({ ...config, baseURL: '' }),
      headers,
      ...(typeof config.data === 'string' ? { payload: config.data } : {}),
    });
    const response: AxiosResponse = {
      data: reply.body,
      status: reply.statusCode,
      statusText: reply.statusMessage ?? '',
      headers: AxiosHeaders.from(reply.headers as Record<string, string>),
      config,
      request: {},
    };
    if (config.validateStatus && !config.validateStatus(response.status)) {
      const code = response.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
      throw new AxiosError(`Request failed with status code ${response.status}`, code, config, {}, response);
    }
    return response;
  };
}
