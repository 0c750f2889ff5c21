import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { apiErrorMessage } from '@labmall/shared/api/error-message';
import { createReview } from '../api/create-review';
import { REVIEW_MAX_LENGTH, type Review } from '../api/review-types';
import { checkReviewDraft, type ReviewDraftErrors } from '../lib/review-form-rules';
import { RatingInput } from './rating-input';

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'refused'; message: string };

/** The signed-in shopper's review: stars as radio buttons, text with a live counter, the server's refusals shown. */
export function ReviewForm({ productId, onCreated }: { productId: number; onCreated: (review: Review) => void }) {
  const { t } = useTranslation();
  const ids = { content: useId(), counter: useId(), error: useId() };
  const [rating, setRating] = useState<number | null>(null);
  const [content, setContent] = useState('');
  const [errors, setErrors] = useState<ReviewDraftErrors>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkReviewDraft({ rating, content });
    setErrors(found);
    if (Object.keys(found).length > 0 || rating === null) return;
    setStatus({ kind: 'sending' });
    try {
      const review = await createReview({ productId, rating, content: content.trim() });
      setStatus({ kind: 'sent' });
      setRating(null);
      setContent('');
      onCreated(review);
    } catch (error) {
      // 403 (not a buyer), 409 (already reviewed), 429 (too many): the server's message says which, in the shop language.
      setStatus({ kind: 'refused', message: apiErrorMessage(error, t('catalog.product.reviewFailed')) });
    }
  };

  return (
    <form className="review-form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="review-form-title">
      <h3 id="review-form-title">{t('catalog.product.writeReview')}</h3>
      <RatingInput value={rating} onChange={setRating} error={errors.rating ? t(errors.rating) : undefined} />
      <div className="form-field">
        <label htmlFor={ids.content}>{t('catalog.product.reviewContent')}</label>
        <textarea
          id={ids.content}
          value={content}
          maxLength={REVIEW_MAX_LENGTH}
          rows={4}
          aria-invalid={errors.content ? true : undefined}
          aria-describedby={`${ids.counter}${errors.content ? ` ${ids.error}` : ''}`}
          onChange={(event) => setContent(event.target.value)}
        />
        <p id={ids.counter} className="form-hint">
          {content.length}/{REVIEW_MAX_LENGTH}
        </p>
        {errors.content ? <p id={ids.error} className="form-error">{t(errors.content)}</p> : null}
      </div>
      <button type="submit" className="button button-primary" disabled={status.kind === 'sending'}>
        {t(status.kind === 'sending' ? 'catalog.product.reviewSending' : 'catalog.product.reviewSubmit')}
      </button>
      <p className={status.kind === 'refused' ? 'form-error' : 'form-hint'} role="status" aria-live="polite">
        {status.kind === 'refused' ? status.message : status.kind === 'sent' ? t('catalog.product.reviewThanks') : ''}
      </p>
    </form>
  );
}
