import { describe, expect, it } from 'vitest';
import { drivers } from '../../test/test-app';
import type { CategoryNode } from './category-schemas';
import { texts, useCatalogueApp } from './test-client';

describe.each(drivers)('category tree edits at the same time (%s)', (driver) => {
  const ctx = useCatalogueApp(driver);

  it('two tops moved under each other at once: one move wins, the tree keeps two levels and no cycle', async () => {
    const save = (body: Record<string, unknown>) => ctx.staff.post('categories/save', body);
    const a = (await ctx.staff.data<{ id: number }>('POST', 'categories/save', { parentId: null, icon: '', name: texts(`A ${driver}`) })).id;
    const b = (await ctx.staff.data<{ id: number }>('POST', 'categories/save', { parentId: null, icon: '', name: texts(`B ${driver}`) })).id;
    const [aUnderB, bUnderA] = await Promise.all([
      save({ id: a, parentId: b, icon: '', name: texts(`A ${driver}`) }),
      save({ id: b, parentId: a, icon: '', name: texts(`B ${driver}`) }),
    ]);
    expect([aUnderB.statusCode, bUnderA.statusCode].sort()).toEqual([200, 400]);
    const tree = await ctx.staff.data<CategoryNode[]>('GET', 'categories');
    const tops = tree.filter((top) => top.id === a || top.id === b);
    expect(tops).toHaveLength(1);
    expect(tops[0]!.children.map((child) => child.children.length)).toEqual([0]);
  });
});
