/** Spec §8: a page error carries a status (default 500) and a message, and shows the error page. */
export class PageError extends Error {
  constructor(readonly status: number = 500, message = 'Internal Server Error') {
    super(message);
    this.name = 'PageError';
  }
}

export const NOT_FOUND_MESSAGE = 'This page could not be found';
