import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deepNestingXlsx, emptyRowsXlsx, hugeSharedStringsXlsx, inflatedSheetXlsx, whitespaceBombXlsx } from '../../test/crafted-xlsx';
import { authRequests } from '../../test/auth-requests';
import { staffSession } from '../../test/staff-session';
import { buildTestApp, drivers, type TestApp } from '../../test/test-app';
import { MAX_IMPORT_BYTES } from '../lab-lists/schemas';
import { labListClient } from '../lab-lists/test-client';
import { importClient } from './test/import-client';

const crafted = {
  'a whitespace bomb': whitespaceBombXlsx,
  'a sheet inflating to 180 MiB': inflatedSheetXlsx,
  'a sheet of 180 MiB of empty rows': emptyRowsXlsx,
  'deep nesting': () => deepNestingXlsx(),
  'a million shared strings': () => hugeSharedStringsXlsx(),
};

/**
 * Crafted spreadsheets sent where staff and shoppers upload files are refused as unreadable, in the user's language,
 * with nothing kept, while the shop goes on answering (api/src/lib/xlsx-guard.ts refuses them inside the heavy-work
 * thread; its own tests cover each rule).
 */
describe.each(drivers)('crafted spreadsheets on %s', (driver) => {
  let t: TestApp;
  let staff: ReturnType<typeof importClient>;
  let lists: ReturnType<typeof labListClient>;
  beforeAll(async () => {
    t = await buildTestApp(driver);
    staff = importClient(t.app, (await staffSession(t.app, 'catalogue')).token, 'zh');
    lists = labListClient(t.app, (await authRequests(t.app).signUp()).token, 'ko');
  });
  afterAll(() => t.close());

  const kept = async () => ((await t.app.db.execute(sql`SELECT count(*)::int AS n FROM catalogue_imports`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;

  for (const [name, make] of Object.entries(crafted)) {
    it(`refuses ${name} at the catalogue check and the lab-list import, and the shop answers meanwhile`, async () => {
      const file = make();
      const before = await kept();
      const [check, list, product] = await Promise.all([
        staff.check('catalogue.xlsx', file),
        lists.import('name=Crafted', 'list.xlsx', file),
        t.app.inject({ url: '/api/product/get?id=90301', headers: { 'accept-language': 'en' } }),
      ]);
      expect(check.statusCode, check.body).toBe(400);
      expect(check.json<{ message: string }>().message).toBe('无法读取该文件：请上传 UTF-8 编码的 CSV 或 XLSX 文件');
      // A lab list's file is small (512 KB): a bigger one is cut off while it streams in.
      if (file.length > MAX_IMPORT_BYTES) expect(list.statusCode).toBe(413);
      else {
        expect(list.statusCode, list.body).toBe(400);
        expect(list.json<{ message: string }>().message).toBe('파일을 읽을 수 없습니다. CSV(UTF-8) 또는 XLSX 파일을 올려 주세요');
      }
      expect(product.statusCode).toBe(200);
      expect(await kept()).toBe(before);
    });
  }
});
