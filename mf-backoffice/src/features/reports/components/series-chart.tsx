import { useId } from 'react';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleLinear, scalePoint } from '@visx/scale';
import { LinePath } from '@visx/shape';
import type { ChartText, SeriesPoint } from '../model/chart-data';

const WIDTH = 640;
const HEIGHT = 240;
const MARGIN = { top: 12, right: 16, bottom: 28, left: 72 };
const MAX_X_TICKS = 8;

interface SeriesChartProps extends ChartText {
  points: SeriesPoint[];
  currentLabel: string;
  previousLabel: string;
}

/**
 * This period against the previous one, as two lines (the previous dashed, so colour is not the only difference).
 * An image to assistive technology, named and summarised; the table beside it holds the numbers.
 */
export default function SeriesChart({ points, title, description, format, currentLabel, previousLabel }: SeriesChartProps) {
  const id = useId();
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const indices = points.map((_, i) => i);
  const x = scalePoint({ domain: indices, range: [0, innerWidth], padding: 0.5 });
  const max = Math.max(0, ...points.flatMap((p) => [p.current, p.previous]));
  const y = scaleLinear({ domain: [0, max || 1], range: [innerHeight, 0], nice: true });
  const step = Math.ceil(points.length / MAX_X_TICKS);
  const lines = [
    { key: 'previous', label: previousLabel, value: (p: SeriesPoint) => p.previous, className: 'bo-chart-previous' },
    { key: 'current', label: currentLabel, value: (p: SeriesPoint) => p.current, className: 'bo-chart-current' },
  ];
  return (
    <figure className="bo-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${id}-title`} aria-describedby={`${id}-desc`}>
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        <Group left={MARGIN.left} top={MARGIN.top}>
          <AxisLeft scale={y} numTicks={5} tickFormat={(v) => format(Number(v))} />
          <AxisBottom scale={x} top={innerHeight} tickValues={indices.filter((i) => i % step === 0)} tickFormat={(i) => points[Number(i)]?.label ?? ''} />
          {lines.map((line) => (
            <g key={line.key} className={line.className}>
              <LinePath data={indices} x={(i) => x(i) ?? 0} y={(i) => y(line.value(points[i]!))} />
              {points.map((p, i) => (
                <circle key={i} className="bo-chart-mark" cx={x(i)} cy={y(line.value(p))} r={3}>
                  <title>{`${line.label}, ${p.label}: ${format(line.value(p))}`}</title>
                </circle>
              ))}
            </g>
          ))}
        </Group>
      </svg>
      <figcaption className="bo-chart-legend">
        <span className="bo-chart-key bo-chart-current">{currentLabel}</span>
        <span className="bo-chart-key bo-chart-previous">{previousLabel}</span>
      </figcaption>
    </figure>
  );
}
