import { describe, expect, it } from 'vitest';
import { texts } from '../../test/catalogue-rows';
import { drivers } from '../../test/test-app';
import { createdGood, usePointsApp } from './test-client';

type Task = { code: string; points: number; enabled: boolean; version: string };
type Campaign = { id: number; code: string; version: string; items: Array<{ productId: number; points: number }> };
const later = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describe.each(drivers)('points campaigns, announcements and task rewards in the console (%s)', (driver) => {
  const ctx = usePointsApp(driver);
  const shop = async <T>(url: string) => (await ctx.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } })).json<{ data: T }>().data;

  it('a campaign saved in the console prices its goods in the storefront while it runs; an old version is refused', async () => {
    const good = await createdGood(ctx, { points: 500 });
    const body = { code: 'cp-spring', name: texts('Spring'), description: texts('Spring prices'), banner: '', startsAt: later(-1), endsAt: later(5), items: [{ productId: good.id, points: 350 }] };
    const saved = await ctx.staff.data<{ id: number; version: string }>('POST', 'campaigns/save', body);
    expect((await shop<{ points: number }>(`/api/points-mall/product?id=${good.id}`)).points).toBe(350);
    const detail = await ctx.staff.data<Campaign>('GET', `campaigns/detail?id=${saved.id}`);
    expect(detail).toMatchObject({ code: 'CP-SPRING', items: [{ productId: good.id, points: 350 }] });

    await ctx.staff.data('POST', 'campaigns/save', { ...body, id: saved.id, version: saved.version, items: [{ productId: good.id, points: 300 }] });
    const stale = await ctx.staff.post('campaigns/save', { ...body, id: saved.id, version: saved.version, items: [] });
    expect(stale.statusCode).toBe(409);
    expect((await shop<{ points: number }>(`/api/points-mall/product?id=${good.id}`)).points).toBe(300);
    expect((await ctx.staff.post('campaigns/save', { ...body, code: 'CP-BACKWARDS', startsAt: later(3), endsAt: later(2) })).statusCode).toBe(400);
    expect((await ctx.staff.post('campaigns/save', { ...body, code: 'CP-TWICE', items: [{ productId: good.id, points: 1 }, { productId: good.id, points: 2 }] })).statusCode).toBe(400);
    const listed = await ctx.staff.data<{ items: Array<{ code: string; itemCount: number }> }>('GET', 'campaigns/list');
    expect(listed.items).toContainEqual(expect.objectContaining({ code: 'CP-SPRING', itemCount: 1 }));
  });

  it('announcements are written, edited at their version and deleted; shoppers see only the published ones', async () => {
    const body = { title: texts('Mall closed on Sunday'), body: texts('Maintenance'), pinned: true, publishedAt: later(-0.01) };
    const saved = await ctx.staff.data<{ id: number; version: string }>('POST', 'announcements/save', body);
    await ctx.staff.data('POST', 'announcements/save', { ...body, publishedAt: later(2), id: saved.id, version: saved.version });
    const titles = async () => (await shop<{ items: Array<{ title: string }> }>('/api/points-mall/announcements')).items.map((item) => item.title);
    expect(await titles()).not.toContain('Mall closed on Sunday-en');
    const current = (await ctx.staff.data<{ items: Array<{ id: number; version: string }> }>('GET', 'announcements/list')).items.find((item) => item.id === saved.id)!;
    expect((await ctx.staff.post('announcements/delete', { id: saved.id, version: saved.version })).statusCode).toBe(409);
    expect((await ctx.staff.post('announcements/delete', { id: saved.id, version: current.version })).statusCode).toBe(200);
    expect((await ctx.staff.data<{ items: Array<{ id: number }> }>('GET', 'announcements/list')).items.map((item) => item.id)).not.toContain(saved.id);
  });

  it('a task\'s reward and whether it runs are set at its version; the shopper\'s task list follows', async () => {
    const [task] = await ctx.staff.data<Task[]>('GET', 'tasks/list');
    const saved = await ctx.staff.data<{ version: string }>('POST', 'tasks/save', { code: task!.code, version: task!.version, points: 77, enabled: true });
    expect((await ctx.staff.post('tasks/save', { code: task!.code, version: task!.version, points: 1, enabled: false })).statusCode).toBe(409);
    const after = (await ctx.staff.data<Task[]>('GET', 'tasks/list')).find((row) => row.code === task!.code)!;
    expect(after).toMatchObject({ points: 77, enabled: true, version: saved.version });
    expect((await ctx.staff.post('tasks/save', { code: 'mineBitcoin', version: saved.version, points: 1, enabled: true })).statusCode).toBe(400);
  });
});
