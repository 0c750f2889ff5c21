/**
 * Spec §8: a page error carries a status (default 500) and a message, and shows the error page. A remote
 * page throws one (e.g. 404 for an unknown product, 410 for one no longer sold); the shell's route error
 * boundary shows the error page for it instead of the "area unavailable" panel.
 */
export class PageError extends Error {
  constructor(
    readonly status: number = 500,
    message = 'Internal Server Error',
  ) {
    super(message);
    this.name = 'PageError';
  }
}

export const NOT_FOUND_MESSAGE = 'This page could not be found';

/** Also true for a PageError from another copy of this module (e.g. a remote run on its own). */
export function isPageError(error: unknown): error is PageError {
  return error instanceof PageError || (error instanceof Error && error.name === 'PageError' && typeof (error as PageError).status === 'number');
}
