import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedDataDir } from '../test/seeded-data-dir';
import { testConfig } from '../test/test-app';
import { buildApp } from '../app';
import { LOCK_FILE } from './data-dir-lock';

describe('PGlite in a data directory', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'labmall-data-'));
    await seedDataDir(dataDir);
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  const config = () => testConfig({ DATA_DIR: dataDir });

  it('refuses a second app on the same DATA_DIR with a clear message, and frees it on close', async () => {
    const first = await buildApp(config());
    try {
      await expect(buildApp(config())).rejects.toThrow(
        new RegExp(`DATA_DIR ${dataDir} is in use by another process .*set DATABASE_URL to use PostgreSQL`),
      );
      // The refused app did not break the first one.
      expect((await first.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await first.close();
    }
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  });

  it('takes over a stale lock and keeps the data between runs', async () => {
    fs.writeFileSync(path.join(dataDir, LOCK_FILE), '2147483646\n'); // no such process
    const first = await buildApp(config());
    await first.db.execute(sql`UPDATE categories SET icon = 'kept' WHERE id = 1`);
    await first.close();

    const second = await buildApp(config());
    try {
      const res = await second.inject({ method: 'GET', url: '/api/productcategory/category' });
      expect(res.json().data[0].icon).toBe('kept'); // and the seed did not run again over it
      expect(res.json().data).toHaveLength(14);
    } finally {
      await second.close();
    }
  });
});
