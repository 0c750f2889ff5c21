import { bannerSvg } from './banner-svg';
import { productSvg } from './product-svg';
import type { ImageRepository } from './repository';
import { scenarioSvg } from './scenario-svg';

// Shop paths of the service banners and the pictures that stand for them: [path prefix, icon, palette].
const serviceArt: [string, string, string][] = [
  ['/sceneProduct', 'bundle', 'battery'],
  ['/pointsMall', 'gift', 'shield'],
  ['/salesTeam', 'team', 'flask'],
  ['/service', 'service', 'potentiostat'],
];

/** Draws the pictures; `undefined` means there is no such picture (unknown id, or n past the product's images). */
export function createImageService(repository: ImageRepository) {
  return {
    async product(id: number, n: number): Promise<string | undefined> {
      const row = await repository.product(id);
      if (!row || n > row.images.length) return undefined;
      // The model number (a spec row the seed labels "Model") names equipment better than its long name.
      const model = row.specs.find((spec) => spec.label.en === 'Model')?.value ?? null;
      return productSvg({ id, n, icon: row.icon, name: row.name.en || row.name.zh, formula: row.formula, casNumber: row.casNumber, model });
    },

    async banner(id: number): Promise<string | undefined> {
      const row = await repository.banner(id);
      if (!row) return undefined;
      const categoryId = /[?&]categoryId=(\d+)/.exec(row.link)?.[1];
      const categoryIcon = categoryId ? await repository.categoryIcon(Number(categoryId)) : undefined;
      const [, key, palette] = serviceArt.find(([prefix]) => row.link.startsWith(prefix)) ?? ['', 'flask', 'flask'];
      return bannerSvg({ id, kind: row.kind, icon: categoryIcon ?? key, palette: categoryIcon ?? palette });
    },

    async scenario(id: number): Promise<string | undefined> {
      const row = await repository.scenario(id);
      if (!row) return undefined;
      return scenarioSvg({ id, icons: [...new Set(row.icons)], itemCount: row.icons.length });
    },
  };
}
