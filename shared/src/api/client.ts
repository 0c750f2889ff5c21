import axios, { isAxiosError, type AxiosAdapter, type AxiosRequestConfig } from 'axios';
import { bodyCode, CODE_UNAUTHORIZED, isPassThrough, type ApiEnvelope } from './envelope';
import { isUnauthorized, recoverFromUnauthorized } from './auth-recovery';
import { getToken } from '@labmall/shared/auth/tokens';
import { getRuntimeConfig } from '@labmall/shared/config/runtime-config';
import { languageByCode, type LanguageCode } from '@labmall/shared/i18n/languages';
import { appStore } from '@labmall/shared/store/app-store';

/** The shop API client (DESIGN §4, spec §7/§8). One instance, shared by the shell and every remote. */
export const apiClient = axios.create({
  timeout: 10_000,
  headers: { 'Content-Type': 'application/json' },
});

/**
 * Server rendering: the page being rendered, whose calls go to the API inside the same process (the adapter)
 * in that page's language, as a guest. The server sets where to find it (per request, async-context based);
 * in the browser there is none.
 */
export interface ServerRequestScope {
  adapter: AxiosAdapter;
  language: LanguageCode;
}

let serverScope: () => ServerRequestScope | undefined = () => undefined;

export function setServerRequestScope(current: () => ServerRequestScope | undefined): void {
  serverScope = current;
}

apiClient.interceptors.request.use((config) => {
  // A FormData body (a file upload) goes as multipart: under the client's JSON default axios would turn it into
  // JSON and drop the files. The browser adds the boundary.
  if (typeof FormData !== 'undefined' && config.data instanceof FormData) config.headers.setContentType('multipart/form-data');
  const scope = serverScope();
  if (scope) {
    config.adapter = scope.adapter;
    config.headers.set('Accept-Language', languageByCode(scope.language).htmlLang);
    return config;
  }
  // Read per request: /config.json and the token arrive after this module is first imported.
  config.baseURL ??= getRuntimeConfig().shopHost || undefined;
  const token = getToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  config.headers.set('Accept-Language', languageByCode(appStore.getState().language.language).htmlLang);
  return config;
});

apiClient.interceptors.response.use(
  async (response) => {
    if (bodyCode(response.data) === CODE_UNAUTHORIZED) {
      return (await recoverFromUnauthorized(apiClient, response.config)) ?? response;
    }
    if (isPassThrough(response.data)) return response;
    throw response.data; // Spec §8: any other code rejects with the body itself.
  },
  async (error: unknown) => {
    const response = isAxiosError(error) ? error.response : undefined;
    const recovered = response && isUnauthorized(response) ? await recoverFromUnauthorized(apiClient, response.config) : null;
    if (recovered) return recovered;
    // Spec §8: an HTTP error whose body says 401 is a normal result for the caller; anything else rejects.
    if (response && bodyCode(response.data) === CODE_UNAUTHORIZED) return response;
    throw error;
  },
);

/**
 * GET returning the envelope; `T` is the type of `data`: `apiGet<Category[]>('/api/productcategory/category')`.
 * Calls whose envelope has more top-level fields name it as well: `apiGet<Line[], CartEnvelope<Line[]>>(…)`.
 */
export async function apiGet<T = unknown, E extends ApiEnvelope<T> = ApiEnvelope<T>>(url: string, params?: unknown, config?: AxiosRequestConfig): Promise<E> {
  const response = await apiClient.get<E>(url, { ...config, params });
  return response.data;
}

/** POST with a JSON body (query parameters, as some cart calls use, go in `config.params`). */
export async function apiPost<T = unknown, E extends ApiEnvelope<T> = ApiEnvelope<T>>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<E> {
  const response = await apiClient.post<E>(url, body, config);
  return response.data;
}
