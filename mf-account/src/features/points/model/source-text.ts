import type { PointsSource } from '../api/points-types';

type T = (key: string) => string;

/** The shopper's words for where points came from or went to. */
export function sourceText(t: T, source: PointsSource): string {
  const texts: Record<PointsSource, string> = {
    order: t('accountPoints.source.order'),
    task: t('accountPoints.source.task'),
    exchange: t('accountPoints.source.exchange'),
    adjustment: t('accountPoints.source.adjustment'),
  };
  return texts[source] ?? source;
}
