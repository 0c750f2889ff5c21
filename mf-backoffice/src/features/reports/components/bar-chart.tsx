import { useId } from 'react';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import type { BarDatum, ChartText } from '../model/chart-data';

const WIDTH = 640;
const ROW = 26;
const LABEL_WIDTH = 180;
const VALUE_WIDTH = 190;
const LABEL_CHARS = 26;

const shorten = (label: string) => (label.length > LABEL_CHARS ? `${label.slice(0, LABEL_CHARS - 1)}…` : label);

/**
 * Horizontal bars, one per row, the value (and a note, such as a funnel's drop) written after each bar so the
 * reading does not depend on judging lengths. An image to assistive technology; the table beside it holds the data.
 */
export default function BarChart({ bars, title, description, format }: ChartText & { bars: BarDatum[] }) {
  const id = useId();
  const height = bars.length * ROW + 8;
  const barsWidth = WIDTH - LABEL_WIDTH - VALUE_WIDTH;
  const y = scaleBand({ domain: bars.map((_, i) => i), range: [4, height - 4], padding: 0.2 });
  const x = scaleLinear({ domain: [0, Math.max(0, ...bars.map((b) => b.value)) || 1], range: [0, barsWidth] });
  return (
    <figure className="bo-chart">
      <svg viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-labelledby={`${id}-title`} aria-describedby={`${id}-desc`}>
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {bars.map((bar, i) => {
          const top = y(i) ?? 0;
          const middle = top + y.bandwidth() / 2;
          const text = `${format(bar.value)}${bar.note ? ` (${bar.note})` : ''}`;
          return (
            <Group key={i}>
              <text x={LABEL_WIDTH - 8} y={middle} textAnchor="end" dominantBaseline="middle">{shorten(bar.label)}</text>
              <Bar className="bo-chart-mark bo-chart-current" x={LABEL_WIDTH} y={top} width={Math.max(1, x(bar.value))} height={y.bandwidth()}>
                <title>{`${bar.label}: ${text}`}</title>
              </Bar>
              <text x={LABEL_WIDTH + x(bar.value) + 6} y={middle} dominantBaseline="middle">{text}</text>
            </Group>
          );
        })}
      </svg>
    </figure>
  );
}
