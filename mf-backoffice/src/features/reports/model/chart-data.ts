/**
 * What the charts draw. The same rows feed the table beside each chart, so a screen reader or someone copying the
 * numbers gets exactly what the picture shows.
 */

/** One period of a series: this range's value and the previous period's at the same position. */
export interface SeriesPoint { label: string; current: number; previous: number }

/** One bar: its label, its value and an optional note drawn after it (a funnel's drop). */
export interface BarDatum { label: string; value: number; note?: string }

/** What every chart is told: its accessible name, a one-sentence summary and how to write a value. */
export interface ChartText {
  title: string;
  description: string;
  format: (value: number) => string;
}
