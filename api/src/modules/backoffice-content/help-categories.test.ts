import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { helpCategories } from '../../db/schema/help';
import { staffAuditLog } from '../../db/schema/staff';
import { staffSession } from '../../test/staff-session';
import { drivers } from '../../test/test-app';
import { contentClient, useContentApp } from './test-client';

type Group = { id: number; version: string; slug: string; name: Record<string, string>; sort: number; questionCount: number };
type Topic = { id: number; slug: string; name: string; questionCount: number };
const names = (word: string) => ({ zh: `${word}中`, en: word, ja: `${word}ja`, ko: `${word}ko` });
let slugs = 0;
const newSlug = () => `group-${process.pid}-${++slugs}`;

describe.each(drivers)('help groups from the console (%s)', (driver) => {
  const ctx = useContentApp(driver);
  const groups = () => ctx.staff.data<Group[]>('GET', 'help/categories');
  const topics = async (lang = 'en') =>
    (await ctx.app.inject({ method: 'GET', url: '/api/help/home', headers: { 'accept-language': lang } })).json<{ data: { categories: Topic[] } }>().data.categories;
  const audit = (id: number) =>
    ctx.app.db.select().from(staffAuditLog).where(and(eq(staffAuditLog.entity, 'help_category'), eq(staffAuditLog.entityId, String(id)))).orderBy(desc(staffAuditLog.id));

  it('lists the groups in order with their questions counted, published or not', async () => {
    const list = await groups();
    expect(list.length).toBeGreaterThan(0);
    const first = list[0]!;
    const question = { categoryId: first.id, title: names('Hidden'), answer: names('Answer'), popular: false, published: false, sort: 900 };
    await ctx.staff.data('POST', 'help/question/save', question);
    expect((await groups()).find((g) => g.id === first.id)!.questionCount).toBe(first.questionCount + 1);
    expect(list.map((g) => g.sort)).toEqual([...list.map((g) => g.sort)].sort((a, b) => a - b));
  });

  it('creates a group and edits it at its version; the help home shows the names and order at once', async () => {
    await topics(); // an answer exists before the write
    const seeded = await groups(); // sorts 0, 1, 2… as the seed numbers them
    const slug = newSlug();
    const last = Math.max(...seeded.map((g) => g.sort)) + 1;
    const { id, version } = await ctx.staff.data<{ id: number; version: string }>('POST', 'help/category/save', { slug, name: names('Returns'), sort: last });
    expect((await groups()).find((g) => g.id === id)).toMatchObject({ slug, name: names('Returns'), sort: last, questionCount: 0, version });
    // An empty group has no questions to show, but the help home lists it, by its order: last.
    expect((await topics('ja')).at(-1)).toMatchObject({ id, slug, name: 'Returnsja', questionCount: 0 });

    const edited = await ctx.staff.data<{ version: string }>('POST', 'help/category/save', { id, version, slug, name: names('Refunds'), sort: 1 });
    expect(edited.version).not.toBe(version);
    const shown = (await topics()).map((t) => [t.id, t.name]);
    // Same order as the second seeded group: after it (a larger id), before the third.
    expect(shown.slice(0, 4)).toEqual([seeded[0]!.id, seeded[1]!.id, id, seeded[2]!.id].map((g) => [g, g === id ? 'Refunds' : seeded.find((s) => s.id === g)!.name.en]));

    const rows = await audit(id);
    expect(rows.map((row) => row.action)).toEqual(['help_category.update', 'help_category.create']);
    expect(rows[0]!.before).toMatchObject({ name: names('Returns'), sort: last });
    expect(rows[0]!.after).toMatchObject({ name: names('Refunds'), sort: 1 });
  });

  it('refuses an edit at an old version with 409, and writes nothing', async () => {
    const { id, version } = await ctx.staff.data<{ id: number; version: string }>('POST', 'help/category/save', { slug: newSlug(), name: names('Old'), sort: 50 });
    const current = await ctx.staff.data<{ version: string }>('POST', 'help/category/save', { id, version, slug: newSlug(), name: names('New'), sort: 50 });
    const late = await ctx.staff.post('help/category/save', { id, version, slug: newSlug(), name: names('Late'), sort: 50 });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/changed this record meanwhile/);
    expect((await groups()).find((g) => g.id === id)).toMatchObject({ name: names('New'), version: current.version });
    expect((await ctx.staff.post('help/category/delete', { id, version })).statusCode).toBe(409);
    expect((await ctx.staff.post('help/category/save', { id: 999_999, version, slug: newSlug(), name: names('X'), sort: 1 })).statusCode).toBe(404);
  });

  it('refuses a slug another group has, in the user\'s language', async () => {
    const [taken] = await groups();
    const res = await ctx.staff.post('help/category/save', { slug: taken!.slug, name: names('Copy'), sort: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Another help group already has this slug');
    const ko = contentClient(ctx.app, (await staffSession(ctx.app, 'content')).token, 'ko');
    expect((await ko.post('help/category/save', { slug: taken!.slug, name: names('Copy'), sort: 1 })).json().message).toBe('다른 도움말 그룹이 이미 이 슬러그를 사용합니다');
    const own = newSlug();
    const other = await ctx.staff.data<{ id: number; version: string }>('POST', 'help/category/save', { slug: own, name: names('Other'), sort: 1 });
    expect((await ctx.staff.post('help/category/save', { ...other, slug: taken!.slug, name: names('Other'), sort: 1 })).statusCode).toBe(409);
    const [row] = await ctx.app.db.select({ slug: helpCategories.slug }).from(helpCategories).where(eq(helpCategories.id, other.id));
    expect(row!.slug).toBe(own);
    // Keeping its own slug is no conflict.
    expect((await ctx.staff.post('help/category/save', { ...other, slug: own, name: names('Other'), sort: 2 })).statusCode).toBe(200);
  });

  it('refuses invalid input with 400 and writes nothing', async () => {
    const before = await groups();
    const slug = newSlug();
    for (const body of [
      { slug: 'Has Capitals', name: names('A'), sort: 1 },
      { slug: 'under_score', name: names('A'), sort: 1 },
      { slug: '-leading', name: names('A'), sort: 1 },
      { slug: 'x'.repeat(33), name: names('A'), sort: 1 },
      { slug, name: { ...names('A'), ko: '  ' }, sort: 1 },
      { slug, name: { zh: '中', en: 'A', ja: 'A' }, sort: 1 },
      { slug, name: names('A'), sort: -1 },
      { slug, name: names('A'), sort: 1, id: before[0]!.id },
      { slug, name: names('A') },
    ]) {
      const res = await ctx.staff.post('help/category/save', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const missing = await ctx.staff.post('help/category/save', { slug, name: { zh: '中', en: 'A', ja: 'A' }, sort: 1 });
    expect(missing.json().message).toMatch(/name\.ko/);
    expect(await groups()).toEqual(before);
  });

  it('refuses to delete a group that still has questions, then deletes it once empty', async () => {
    const { id, version } = await ctx.staff.data<{ id: number; version: string }>('POST', 'help/category/save', { slug: newSlug(), name: names('Busy'), sort: 60 });
    const question = await ctx.staff.data<{ id: number; version: string }>('POST', 'help/question/save', {
      categoryId: id, title: names('Q'), answer: names('A'), popular: false, published: false, sort: 1,
    });
    const refused = await ctx.staff.post('help/category/delete', { id, version });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This group still has questions; move or delete them first');
    const zh = contentClient(ctx.app, (await staffSession(ctx.app, 'content')).token, 'zh');
    expect((await zh.post('help/category/delete', { id, version })).json().message).toBe('该分组下仍有问题，请先移走或删除这些问题');
    expect((await groups()).find((g) => g.id === id)!.questionCount).toBe(1);

    await ctx.staff.data('POST', 'help/question/delete', question);
    await ctx.staff.data('POST', 'help/category/delete', { id, version });
    expect((await groups()).map((g) => g.id)).not.toContain(id);
    expect((await topics()).map((t) => t.id)).not.toContain(id);
    expect((await ctx.staff.post('help/category/delete', { id, version })).statusCode).toBe(404);
    const rows = await audit(id);
    expect(rows.map((row) => row.action)).toEqual(['help_category.delete', 'help_category.create']);
    expect(rows[0]!.before).toMatchObject({ name: names('Busy') });
  });
});
