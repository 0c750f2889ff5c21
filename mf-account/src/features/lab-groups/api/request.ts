import type { AxiosRequestConfig } from 'axios';
import { apiClient } from '@labmall/shared/api/client';
import { CODE_OK, type ApiEnvelope } from '@labmall/shared/api/envelope';

// The shared client offers GET and POST; the lab-groups calls also PATCH, PUT and DELETE, through the same client
// (same token, language, refresh and response rules of spec §8).

/** Sends a request and answers `data`; a body whose code is not 200 rejects with the body. */
export async function send<T>(method: 'get' | 'post' | 'patch' | 'put' | 'delete', url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T> {
  const response = await apiClient.request<ApiEnvelope<T>>({ ...config, method, url, data: body });
  const envelope = response.data;
  if (envelope?.code !== CODE_OK) throw envelope;
  return envelope.data;
}
