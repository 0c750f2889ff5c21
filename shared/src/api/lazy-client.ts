import type { AxiosRequestConfig } from 'axios';
import type { ApiEnvelope } from './envelope';

/**
 * `apiGet` and `apiPost` of the API client (`@labmall/shared/api/client`), which is loaded on the first call.
 * A server-rendered page arrives with its data, so a first visit usually calls nothing until the shopper acts:
 * the client and axios (~20 KB gzip) stay out of the first load. Same rules, same instance, once loaded.
 */
const loadClient = () => import('@labmall/shared/api/client');

export async function apiGet<T = unknown, E extends ApiEnvelope<T> = ApiEnvelope<T>>(url: string, params?: unknown, config?: AxiosRequestConfig): Promise<E> {
  return (await loadClient()).apiGet<T, E>(url, params, config);
}

export async function apiPost<T = unknown, E extends ApiEnvelope<T> = ApiEnvelope<T>>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<E> {
  return (await loadClient()).apiPost<T, E>(url, body, config);
}
