import { describe, expect, it } from 'vitest';

// Vite's import.meta.glob, which vitest runs; declared here rather than adding vite's or node's types to the remote.
declare global {
  interface ImportMeta {
    glob<T>(patterns: string[], options: { query: string; import: string; eager: true }): Record<string, T>;
  }
}

// The chart library must stay out of every chunk but the reports' chart chunk (mf-backoffice/README.md, "Charts"):
// only the chart components import it, and nothing imports those but lazy-charts.tsx, through import().
const SOURCES = import.meta.glob<string>(['../../../**/*.{ts,tsx}', '!../../../**/*.test.{ts,tsx}'], { query: '?raw', import: 'default', eager: true });
const files = Object.entries(SOURCES).map(([file, text]) => ({ file, text }));
const CHARTS = ['series-chart', 'bar-chart'];
const baseName = (file: string) => file.replace(/^.*\//, '').replace(/\.tsx?$/, '');

describe('chart code is loaded lazily', () => {
  it('reads the remote\'s sources', () => {
    expect(files.some((f) => f.file.endsWith('/exposes/reports.tsx'))).toBe(true);
  });

  it('imports visx only in the chart components', () => {
    expect(files.filter((f) => /from '@visx\//.test(f.text)).map((f) => baseName(f.file)).sort()).toEqual([...CHARTS].sort());
  });

  it('reaches the chart components only by a dynamic import', () => {
    const lazyCharts = files.find((f) => f.file.endsWith('/lazy-charts.tsx'))?.text ?? '';
    for (const chart of CHARTS) {
      expect(files.filter((f) => new RegExp(`from '[./]*/${chart}'`).test(f.text)).map((f) => f.file), chart).toEqual([]);
      expect(lazyCharts).toMatch(new RegExp(`import\\(.*'\\./${chart}'\\)`));
    }
  });
});
