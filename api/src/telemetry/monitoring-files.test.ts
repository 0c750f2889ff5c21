import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { buildTestApp, drivers, type TestApp } from '../test/test-app';
import { metricNamesOf } from './promql-metric-names';

const root = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

type Rule = { alert: string; expr: string; for: string; labels: Record<string, string>; annotations: Record<string, string> };
const rules = (parse(read('deploy/prometheus/alerts.yml')) as { groups: { name: string; rules: Rule[] }[] }).groups;
type Panel = { type: string; title: string; datasource?: { uid?: string }; targets?: { expr: string }[]; panels?: Panel[] };
const dashboard = JSON.parse(read('deploy/grafana/labmall-dashboard.json')) as {
  uid: string; title: string; panels: Panel[]; templating: { list: { name: string; type: string; query: unknown }[] };
};
const allPanels = dashboard.panels.flatMap((p) => [p, ...(p.panels ?? [])]);

/** Series Prometheus makes itself, not the API: `up` is one per scrape target. */
const PROMETHEUS_OWN = new Set(['up']);

/** GitHub's anchor of a Markdown heading: lower case, punctuation dropped, spaces to dashes. */
const anchorOf = (heading: string) => heading.trim().toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/\s/g, '-');

describe('deploy/prometheus/alerts.yml', () => {
  // promtool is not installed here: the structure Prometheus requires is checked instead.
  it('is a rule file Prometheus loads: groups of rules with expr, for, a severity, a summary, a description and a runbook', () => {
    expect(rules.length).toBeGreaterThan(0);
    const names = rules.flatMap((group) => {
      expect(group.name).toMatch(/^[\w-]+$/);
      expect(group.rules.length).toBeGreaterThan(0);
      return group.rules.map((rule) => {
        expect(Object.keys(rule).sort()).toEqual(['alert', 'annotations', 'expr', 'for', 'labels']);
        expect(rule.alert).toMatch(/^[A-Z][A-Za-z0-9]+$/);
        expect(rule.expr.trim()).not.toBe('');
        expect(rule.for).toMatch(/^\d+[smhdwy]$/);
        expect(['critical', 'warning', 'info']).toContain(rule.labels.severity);
        expect(Object.keys(rule.annotations).sort()).toEqual(['description', 'runbook_url', 'summary']);
        return rule.alert;
      });
    });
    expect(new Set(names).size).toBe(names.length);
  });

  it('has the alerts an operator needs first', () => {
    const names = rules.flatMap((g) => g.rules.map((r) => r.alert));
    for (const alert of ['LabmallReplicaDown', 'LabmallHighErrorRate', 'LabmallSlowRequests', 'LabmallDatabasePoolWaiting', 'LabmallMailOutboxBacklog',
      'LabmallMailDeliveryFailures', 'LabmallRedisFallbackActive', 'LabmallCanaryRolledBack', 'LabmallBackupTooOld']) {
      expect(names).toContain(alert);
    }
  });

  it('points each alert at a section of docs/observability.md that exists', () => {
    const anchors = new Set(read('docs/observability.md').split('\n').filter((l) => /^#{1,6} /.test(l)).map((l) => anchorOf(l.replace(/^#+ /, ''))));
    for (const rule of rules.flatMap((g) => g.rules)) {
      const [file, anchor] = rule.annotations.runbook_url!.split('#');
      expect(file).toBe('docs/observability.md');
      expect(anchors, rule.alert).toContain(anchor);
    }
  });
});

describe('deploy/grafana/labmall-dashboard.json', () => {
  it('imports into any Grafana: a Prometheus data source variable every panel uses, and a query in each panel', () => {
    expect(dashboard.uid).toBe('labmall-api');
    expect(dashboard.templating.list.find((v) => v.name === 'datasource')).toMatchObject({ type: 'datasource', query: 'prometheus' });
    const panels = allPanels.filter((p) => p.type !== 'row');
    expect(panels.length).toBeGreaterThanOrEqual(12);
    for (const panel of panels) {
      expect(panel.datasource?.uid, panel.title).toBe('${datasource}');
      expect(panel.targets?.length, panel.title).toBeGreaterThan(0);
    }
  });
});

describe.each(drivers)('every metric the alerts and the dashboard name is in /metrics (%s)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(driver);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('finds each one, a histogram\'s _bucket, _sum and _count included', async () => {
    // A few requests first, so the request histogram has series (a 200, a 404).
    await t.app.inject({ url: '/api/health' });
    await t.app.inject({ url: '/api/no-such-route' });
    const body = (await t.app.inject({ url: '/metrics' })).body;
    const types = new Map([...body.matchAll(/^# TYPE (\S+) (\S+)$/gm)].map((m) => [m[1]!, m[2]!]));
    const exposes = (name: string) => {
      if (types.has(name)) return true;
      const base = /^(.*)_(bucket|sum|count)$/.exec(name)?.[1];
      return base !== undefined && types.get(base) === 'histogram';
    };
    const used = new Map<string, string>();
    for (const rule of rules.flatMap((g) => g.rules)) for (const name of metricNamesOf(rule.expr)) used.set(name, `alert ${rule.alert}`);
    for (const panel of allPanels) for (const target of panel.targets ?? []) for (const name of metricNamesOf(target.expr)) used.set(name, `panel ${panel.title}`);

    expect(used.size).toBeGreaterThan(15);
    const missing = [...used].filter(([name]) => !PROMETHEUS_OWN.has(name) && !exposes(name)).map(([name, where]) => `${name} (${where})`);
    expect(missing).toEqual([]);
    expect(body).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="200"\} \d+$/m);
  });
});

describe('metricNamesOf', () => {
  it('keeps metrics and drops functions, labels, ranges, variables and keywords', () => {
    expect(metricNamesOf('sum by (le, route) (rate(http_request_duration_seconds_bucket{job=~"$job",route!~"/a|b"}[$__rate_interval]))')).toEqual(['http_request_duration_seconds_bucket']);
    expect(metricNamesOf('time() - max(backup_last_success_timestamp_seconds) > max(backup_schedule_interval_seconds) + 3600')).toEqual(
      ['backup_last_success_timestamp_seconds', 'backup_schedule_interval_seconds']);
    expect(metricNamesOf('max(a_seconds) unless on() max(b_total) and c == 0 or d offset 5m > 1e3')).toEqual(['a_seconds', 'b_total', 'c', 'd']);
  });
});
