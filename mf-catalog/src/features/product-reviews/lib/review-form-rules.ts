import { REVIEW_MAX_LENGTH } from '../api/review-types';

export interface ReviewDraft {
  rating: number | null;
  content: string;
}

export type ReviewDraftErrors = Partial<Record<'rating' | 'content', string>>;

/**
 * The client check of the review form, mirroring the API's own (rating 1–5, content 1–500 characters after
 * trimming). Returns i18n keys, so the form shows them in the shopper's language.
 */
export function checkReviewDraft(draft: ReviewDraft): ReviewDraftErrors {
  const errors: ReviewDraftErrors = {};
  if (draft.rating === null || !Number.isInteger(draft.rating) || draft.rating < 1 || draft.rating > 5) {
    errors.rating = 'catalog.product.reviewRatingRequired';
  }
  const length = draft.content.trim().length;
  if (length === 0) errors.content = 'catalog.product.reviewContentRequired';
  else if (length > REVIEW_MAX_LENGTH) errors.content = 'catalog.product.reviewContentTooLong';
  return errors;
}
