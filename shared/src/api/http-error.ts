/** What an axios error carries that the shop reads: the HTTP status and body of a failed call. */
export interface HttpError {
  isAxiosError: true;
  response?: { status: number; data?: unknown };
}

/**
 * axios's own test (`isAxiosError`: the error object is flagged), without importing axios for it, so a page
 * that only shows an error never downloads the API client.
 */
export function isHttpError(error: unknown): error is HttpError {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}
