/** The table bench:cluster prints: one row per scenario and replica count, the scaling ratio, the races. */
import type { CoresUsed } from './cpu-usage';

export type Row = { scenario: string; replicas: number; rps: number; p50: number; p99: number; errors: number; cores: CoresUsed };
export type RaceRow = { replicas: number; placed: number; refused: string; stockLeft: number; orderLines: number };

const CORE_PARTS = ['load', 'nginx', 'api', 'pg', 'other'] as const;
const ms = (value: number) => (value < 10 ? value.toFixed(1) : String(Math.round(value)));
const cell = (value: string | number, width: number) => String(value).padStart(width);

export interface Report {
  rows: Row[];
  races: RaceRow[];
  cores: number;
  connections: number;
  seconds: number;
  buyers: number;
  raceUnits: number;
  acceptEncoding: string;
  elapsedS: number;
}

export function printReport(report: Report): void {
  const { rows, races } = report;
  console.log(`\nnginx → API replicas → PostgreSQL + Redis on loopback; ${report.connections} connections (buyers for orders), ${report.seconds} s per scenario after`);
  console.log(`a warm-up; catalogue calls sent with Accept-Encoding: ${report.acceptEncoding}. Whole run ${report.elapsedS} s.`);
  console.log(`The ${report.cores} cores are shared by everything below and by other users of the machine: the figures are noisy.`);
  console.log(`cores = average cores busy during the scenario: load = this process (autocannon / order worker threads), nginx = its`);
  console.log('master and workers, api = the replicas, pg = PostgreSQL backends of the bench database, other = the rest of the machine.');
  console.log('CPU ms/req = the replicas\' (api) and PostgreSQL\'s (pg) CPU time per answer: steadier than req/s on a busy machine.\n');
  console.log([
    'scenario'.padEnd(15), 'replicas', cell('req/s', 7), cell('p50 ms', 7), cell('p99 ms', 7), cell('errors', 7), ' │ cores:',
    ...CORE_PARTS.map((part) => cell(part, 5)), ' │ CPU ms/req:', cell('api', 5), cell('pg', 5),
  ].join(' '));
  for (const row of rows) {
    const perRequest = (part: string) => (row.rps ? (((row.cores[part] ?? 0) * 1000) / row.rps).toFixed(2) : '-');
    console.log([
      row.scenario.padEnd(15), cell(row.replicas, 8), cell(row.rps, 7), cell(ms(row.p50), 7), cell(ms(row.p99), 7), cell(row.errors, 7), ' │       ',
      ...CORE_PARTS.map((part) => cell((row.cores[part] ?? 0).toFixed(2), 5)), ' │            ', cell(perRequest('api'), 5), cell(perRequest('pg'), 5),
    ].join(' '));
  }

  console.log('\nscaling, 2 replicas ÷ 1 replica (req/s; orders/s for orders):');
  for (const scenario of [...new Set(rows.map((row) => row.scenario))]) {
    const one = rows.find((row) => row.scenario === scenario && row.replicas === 1);
    const two = rows.find((row) => row.scenario === scenario && row.replicas === 2);
    if (one && two && one.rps) console.log(`  ${scenario.padEnd(15)} ${(two.rps / one.rps).toFixed(2)}×`);
  }

  console.log(`\nrace: ${report.buyers} buyers at once for a SKU with ${report.raceUnits} in stock`);
  for (const race of races) {
    console.log(`  ${race.replicas} replica(s): ${race.placed} orders placed (${race.orderLines} order lines in the database), refused ${race.refused}, stock left ${race.stockLeft}`);
  }
  console.log('\nreference targets (2-core machine, not asserted): catalogue reads ≥ 15,000 req/s with p99 ≤ 10 ms through nginx;');
  console.log('orders ≥ 1,000/s with p99 ≤ 100 ms.');
}
