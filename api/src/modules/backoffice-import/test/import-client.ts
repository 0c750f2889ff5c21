import type { FastifyInstance } from 'fastify';
import { parse } from 'csv-parse/sync';
import { csvCell, unguardCsvCell } from '../../../lib/csv-cell';
import type { Reply } from '../../../test/auth-requests';
import { multipartBody } from '../../forms/multipart-body';

export type Report = { importId: string; rows: number; create: number; update: number; unchanged: number; refused: { row: number; column: string; reason: string }[] };

/** The import and export calls as the console makes them, with `token` (none: anonymous) and a language. */
export function importClient(app: FastifyInstance, token?: string, language = 'en') {
  const headers = { 'accept-language': language, ...(token ? { authorization: `Bearer ${token}` } : {}) };
  return {
    export: (format = 'csv') => app.inject({ method: 'GET', url: `/api/backoffice/catalogue/export?format=${format}`, headers }) as Promise<Reply & { rawPayload: Buffer }>,
    check(fileName: string, content: Buffer) {
      const body = multipartBody([{ name: 'file', fileName, content }]);
      return app.inject({ method: 'POST', url: '/api/backoffice/catalogue/import/check', headers: { ...headers, ...body.headers }, payload: body.payload }) as Promise<Reply>;
    },
    apply: (importId: string) =>
      app.inject({ method: 'POST', url: '/api/backoffice/catalogue/import/apply', headers, payload: { importId } }) as Promise<Reply>,
  };
}

/** A CSV export as rows of texts (header first, formula guard undone), and back, for tests that edit a file as a spreadsheet user would. */
export const csvRows = (csv: string): string[][] => (parse(csv, { bom: true }) as string[][]).map((row) => row.map(unguardCsvCell));
export const toCsv = (rows: string[][]): Buffer => Buffer.from(rows.map((row) => row.map(csvCell).join(',')).join('\r\n'));
