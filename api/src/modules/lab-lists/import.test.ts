import writeXlsxFile from 'write-excel-file/node';
import { describe, expect, it } from 'vitest';
import { useAuthApp } from '../../test/auth-requests';
import { drivers } from '../../test/test-app';
import { createProduct } from '../cart/test-catalogue';
import type { ImportError, ListDetail } from './schemas';
import { labListClient } from './test-client';

describe.each(drivers)('lab lists: import from CSV and XLSX on %s', (driver) => {
  const ctx = useAuthApp(driver);
  const signedIn = async (language = 'en') => labListClient(ctx.t.app, (await ctx.api.signUp()).token, language);

  it('imports a CSV with a header, blank rows, semicolons and any case into a new list', async () => {
    const lists = await signedIn();
    const { skus } = await createProduct(ctx.t.app, [{}, {}]);
    const csv = `\uFEFFSKU;Quantity\n${skus[0]!.code.toLowerCase()};3\n\n${skus[1]!.code};12\n`;
    const res = await lists.import('name=From%20CSV', 'order.csv', Buffer.from(csv));
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json<{ data: ListDetail }>().data;
    expect(list.name).toBe('From CSV');
    expect(list.lines.map((line) => [line.skuId, line.quantity])).toEqual([[skus[0]!.id, 3], [skus[1]!.id, 12]]);
  });

  it('reports every bad row by its line number and applies nothing', async () => {
    const lists = await signedIn();
    const { skus } = await createProduct(ctx.t.app, [{}, {}]);
    const existing = (await lists.create({ name: 'Keep', items: [{ skuId: skus[0]!.id, quantity: 1 }] })).json<{ data: ListDetail }>().data;
    const csv = [
      'sku,qty', // 1: header
      `${skus[0]!.code},2`, // 2: fine
      'NO-SUCH-SKU,1', // 3: unknown
      `${skus[1]!.code},0`, // 4: bad quantity
      '', // 5: blank, skipped
      `${skus[1]!.code},2.5`, // 6: bad quantity (the first line of this code is 4, so no duplicate either)
      `${skus[0]!.code.toLowerCase()},1`, // 7: duplicate of line 2
      ',4', // 8: no SKU
    ].join('\n');
    const before = (await lists.lists()).json<{ data: unknown[] }>().data;
    for (const target of ['name=New', `listId=${existing.id}`]) {
      const res = await lists.import(target, 'bad.csv', Buffer.from(csv));
      expect(res.statusCode).toBe(400);
      const body = res.json<{ code: number; message: string; data: { errors: ImportError[] } }>();
      expect(body.message).toBe('Some rows of the file cannot be imported; nothing was imported');
      expect(body.data.errors.map(({ line, code }) => [line, code])).toEqual([
        [3, 'unknown_sku'],
        [4, 'bad_quantity'],
        [6, 'duplicate'],
        [6, 'bad_quantity'],
        [7, 'duplicate'],
        [8, 'missing_sku'],
      ]);
      expect(body.data.errors[0]!.message).toBe('No SKU has the code “NO-SUCH-SKU”');
    }
    expect((await lists.lists()).json<{ data: unknown[] }>().data).toEqual(before);
    expect((await lists.list(existing.id)).lines.map((line) => line.quantity)).toEqual([1]);
  });

  it('imports an XLSX (numbers and text cells, a blank row) onto an existing list, quantities adding up', async () => {
    const lists = await signedIn('zh-CN');
    const { skus } = await createProduct(ctx.t.app, [{}, {}]);
    const list = (await lists.create({ name: '月度耗材', items: [{ skuId: skus[0]!.id, quantity: 1 }] })).json<{ data: ListDetail }>().data;
    const xlsx = await writeXlsxFile([
      [{ value: '货号' }, { value: '数量' }],
      [{ value: skus[0]!.code }, { value: 4 }],
      [null, null],
      [{ value: skus[1]!.code }, { value: '7' }],
    ]).toBuffer();
    const res = await lists.import(`listId=${list.id}`, 'list.xlsx', xlsx);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: ListDetail }>().data.lines.map((line) => [line.skuId, line.quantity])).toEqual([[skus[0]!.id, 5], [skus[1]!.id, 7]]);

    const bad = await writeXlsxFile([[{ value: skus[0]!.code }, { value: 1.5 }]]).toBuffer();
    const refused = (await lists.import(`listId=${list.id}`, 'bad.xlsx', bad)).json<{ data: { errors: ImportError[] } }>();
    expect(refused.data.errors).toEqual([{ line: 1, code: 'bad_quantity', value: '1.5', message: '数量 “1.5” 无效：应为 1 到 100000 之间的整数' }]);
  });

  it('refuses an unreadable file, an empty one, too many rows, an oversized upload and a missing target', async () => {
    const lists = await signedIn();
    const { skus } = await createProduct(ctx.t.app);
    const code = skus[0]!.code;
    expect((await lists.import('name=X', 'a.csv', Buffer.from([0xc4, 0xe3, 0xba, 0xc3, 0x2c, 0x31]))).json()).toMatchObject({ code: 400, message: 'The file cannot be read: upload a CSV (UTF-8) or XLSX file' });
    expect((await lists.import('name=X', 'a.xlsx', Buffer.from('PK\u0003\u0004broken'))).statusCode).toBe(400);
    expect((await lists.import('name=X', 'a.csv', Buffer.from('sku,qty\n\n'))).json()).toMatchObject({ data: { errors: [{ line: 1, code: 'no_rows' }] } });
    const many = Array.from({ length: 201 }, (_, i) => `${code}-${i},1`).join('\n');
    expect((await lists.import('name=X', 'a.csv', Buffer.from(many))).json()).toMatchObject({ data: { errors: [{ line: 201, code: 'too_many_rows' }] } });
    expect((await lists.import('name=X', 'a.csv', Buffer.alloc(600 * 1024, 0x41))).statusCode).toBe(413);
    expect((await lists.import('', 'a.csv', Buffer.from(`${code},1`))).statusCode).toBe(400);
    expect((await lists.import('name=X&listId=1', 'a.csv', Buffer.from(`${code},1`))).statusCode).toBe(400);
    expect((await lists.lists()).json<{ data: unknown[] }>().data).toEqual([]);
  });
});
