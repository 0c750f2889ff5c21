import { useEffect, useRef } from 'react';
import { recordExposures, type ExposureSource } from '../api/record-exposures';

/**
 * Reports the products of a list once they are on screen, once per page view: a reload in another language
 * shows the same products and is not a new exposure. Failures are ignored (figures, not the shopper's business).
 */
export function useExposureReport(productIds: number[] | undefined, source: ExposureSource): void {
  const reported = useRef(false);
  const key = productIds?.join(',') ?? '';
  useEffect(() => {
    if (reported.current || key === '') return;
    reported.current = true;
    recordExposures(key.split(',').map(Number), source).catch(() => undefined);
  }, [key, source]);
}
