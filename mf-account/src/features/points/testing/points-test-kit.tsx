// Fakes for the points feature's tests (used by *.test.tsx only, never by the remote's code); rendering: src/testing.
import { apiClient } from '@labmall/shared/api/client';
import { createFakeAdapter, type FakeReply } from '@labmall/shared/api/test-adapter';
import { POINTS_SOURCES, type LedgerEntry, type PointsSource } from '../api/points-types';

const ok = (data: unknown): FakeReply => ({ body: { code: 200, message: 'ok', data } });

let nextId = 1;
export function entry(fields: Partial<LedgerEntry> = {}): LedgerEntry {
  return { id: nextId++, delta: 120, balanceAfter: 120, source: 'order', reference: 'LM202503050001', note: null, createdAt: '2025-03-05T12:00:00.000Z', ...fields };
}

/**
 * A stand-in for the points API: the balance, and the ledger filtered by `source` and cut into pages as the
 * server does. `fail` makes every call fail; `calls` records each call's path and query.
 */
export function servePoints(ledger: LedgerEntry[], balance = ledger[0]?.balanceAfter ?? 0) {
  const server = { fail: false, calls: [] as { url: string; params: Record<string, unknown> }[] };
  apiClient.defaults.adapter = createFakeAdapter((config) => {
    const url = config.url ?? '';
    const params = (config.params ?? {}) as { source?: string; page?: number; pageSize?: number };
    server.calls.push({ url, params });
    if (server.fail) return 'network';
    if (url === '/api/points/balance') return ok({ balance });
    if (url === '/api/points/ledger') {
      if (params.source !== undefined && !POINTS_SOURCES.includes(params.source as PointsSource)) {
        return { status: 400, body: { code: 400, message: 'Field "source" has an invalid value', data: null } };
      }
      const page = params.page ?? 1;
      const pageSize = params.pageSize ?? 20;
      const matching = ledger.filter((item) => !params.source || item.source === params.source);
      return ok({ items: matching.slice((page - 1) * pageSize, page * pageSize), total: matching.length, page, pageSize });
    }
    return { status: 404, body: { code: 404, message: 'Not found', data: null } };
  }).adapter;
  return server;
}

export function stopServing() {
  apiClient.defaults.adapter = undefined;
}
