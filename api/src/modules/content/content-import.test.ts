import { mkdtemp, mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, drivers, type TestApp } from '../../test/test-app';
import { importContentFolder } from './import-content';
import { ContentFileError } from './parse-content-file';
import { watchContentRevision } from './revision-watch';

const article = (title: string, body: string) => `---
slug: ops-test-article
section: FAQ
languages: [en]
author: Test Desk
date: 2030-01-01
title: { en: "${title}" }
summary: { en: "A summary" }
files:
  - { path: files/sheet.csv, name: "采购清单.csv" }
format: html
---
<!-- lang: en -->
${body}
`;

describe.each(drivers)('content operations (%s)', (driver) => {
  let t: TestApp;
  let folder: string;
  beforeAll(async () => {
    t = await buildTestApp(driver);
    folder = await mkdtemp(path.join(os.tmpdir(), 'labmall-content-'));
    await mkdir(path.join(folder, 'files'));
    await writeFile(path.join(folder, 'files/sheet.csv'), 'sku,qty\nLM-1,2\n');
  });
  afterAll(async () => {
    await t?.close();
    await rm(folder, { recursive: true, force: true });
  });

  const newestFaq = async () => {
    const res = await t.app.inject({ url: '/api/content/list?section=FAQ&pageSize=1', headers: { 'accept-language': 'en' } });
    return res.json<{ data: { items: Array<{ id: number; title: string; files: Array<{ name: string }> }> } }>().data.items[0]!;
  };

  it('publishes and updates an article without a restart; cached answers follow the revision (another process\'s import too)', async () => {
    const before = await newestFaq(); // now cached
    // Another process's import: this app is not told, it polls the revision (here every 20 ms).
    const watch = watchContentRevision(t.app.db, 20, () => undefined);
    await watch.ready;
    try {
      const hostile = '<p onclick="alert(1)">Hello</p><script>alert(2)</script><a href="javascript:alert(3)">x</a><svg onload="alert(4)"></svg><iframe src="https://evil.example"></iframe>';
      await writeFile(path.join(folder, 'a.md'), article('Fresh from the CLI', hostile));
      const created = await importContentFolder(t.app.db, folder);
      expect(created.created).toEqual(['ops-test-article']);
      await vi.waitFor(async () => expect((await newestFaq()).title).toBe('Fresh from the CLI'), { timeout: 30_000 });
      expect((await newestFaq()).files[0]?.name).toBe('采购清单.csv');
      expect((await newestFaq()).id).not.toBe(before.id);
      const stored = await t.app.inject({ url: `/api/content/get?id=${(await newestFaq()).id}&section=FAQ`, headers: { 'accept-language': 'en' } });
      // What staff (or an attacker with their files) store is never what a shopper's browser runs.
      expect(stored.json<{ data: { bodyHtml: string } }>().data.bodyHtml).toBe('<p>Hello</p><a>x</a>');

      await writeFile(path.join(folder, 'a.md'), article('Updated title', '<p>Hello again</p>'));
      const updated = await importContentFolder(t.app.db, folder);
      expect(updated.updated).toEqual(['ops-test-article']);
      expect(updated.revision).toBe(created.revision + 1);
      await vi.waitFor(async () => expect((await newestFaq()).title).toBe('Updated title'), { timeout: 30_000 });
    } finally {
      watch.stop();
    }
    const detail = await t.app.inject({ url: `/api/content/get?id=${(await newestFaq()).id}&section=FAQ`, headers: { 'accept-language': 'en' } });
    expect(detail.json<{ data: { bodyHtml: string } }>().data.bodyHtml).toBe('<p>Hello again</p>');
  });

  it('refuses a folder with a bad file and writes nothing', async () => {
    const bad = await mkdtemp(path.join(os.tmpdir(), 'labmall-content-bad-'));
    try {
      await writeFile(path.join(bad, 'x.md'), '---\nslug: x-bad\nsection: nowhere\nlanguages: [en]\ntitle: {en: a}\nsummary: {en: b}\ndate: 2030-01-01\n---\n<!-- lang: en -->\nbody\n');
      await expect(importContentFolder(t.app.db, bad)).rejects.toThrow(ContentFileError);
      await writeFile(path.join(bad, 'x.md'), '---\nslug: x-bad\nsection: FAQ\nlanguages: [en, ko]\ntitle: {en: a}\nsummary: {en: b}\ndate: 2030-01-01\n---\n<!-- lang: en -->\nbody\n');
      await expect(importContentFolder(t.app.db, bad)).rejects.toThrow('language ko has no title, summary, body');
      await expect(importContentFolder(t.app.db, path.join(bad, 'missing'))).rejects.toThrow('no such folder');
      // A link planted in the folder must not publish a file from elsewhere on the server to every guest.
      await symlink('/etc/hostname', path.join(bad, 'leak.pdf'));
      await writeFile(path.join(bad, 'x.md'), '---\nslug: x-bad\nsection: FAQ\nlanguages: [en]\ntitle: {en: a}\nsummary: {en: b}\ndate: 2030-01-01\nfiles: [{ path: leak.pdf, name: leak.pdf }]\n---\n<!-- lang: en -->\nbody\n');
      await expect(importContentFolder(t.app.db, bad)).rejects.toThrow('lies outside the content folder');
    } finally {
      await rm(bad, { recursive: true, force: true });
    }
  });
});
