import { useCallback, useEffect, useState } from 'react';
import { getReviews } from '../api/get-reviews';
import type { ReviewPage } from '../api/review-types';

export interface ReviewsState {
  data: ReviewPage | undefined;
  loading: boolean;
  failed: boolean;
  page: number;
  setPage: (page: number) => void;
  /** Loads the current page again (after a retry or a new review). */
  reload: () => void;
}

/** One page of reviews at a time; an answer for a page the shopper already left is dropped. */
export function useReviews(productId: number): ReviewsState {
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const [data, setData] = useState<ReviewPage>();
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    setFailed(false);
    getReviews(productId, page, controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        setData(answer);
        setLoading(false);
      },
      () => {
        if (controller.signal.aborted) return;
        setFailed(true);
        setLoading(false);
      },
    );
    return () => controller.abort();
  }, [productId, page, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { data, loading, failed, page, setPage, reload };
}
