import { describe, expect, it } from 'vitest';
import { checkGood, draftOf } from './good-draft';

const filled = (text: string) => ({ zh: `${text}-zh`, en: `${text}-en`, ja: `${text}-ja`, ko: `${text}-ko` });
const valid = { ...draftOf(null), code: 'pt-mug', categoryId: '3', name: filled('Mug'), description: filled('Enamel'), points: '800', images: '/media/points/mug.svg\n' };

describe('a points good as typed in the editor', () => {
  it('becomes the body the server takes: numbers, trimmed image paths, no coupon for a physical good', () => {
    expect(checkGood(valid)).toEqual({
      errors: {},
      input: expect.objectContaining({ code: 'pt-mug', categoryId: 3, kind: 'physical', couponTemplateId: null, images: ['/media/points/mug.svg'], points: 800, perAccountLimit: 1, sort: 0, availableFrom: null }) as unknown,
    });
  });

  it('names each field the server would refuse, in the form the server names it', () => {
    const { input, errors } = checkGood({ ...valid, code: 'a b', points: '0', name: { ...valid.name, ko: ' ' }, images: 'https://elsewhere.example/x.png', kind: 'coupon', couponTemplateId: '', availableFrom: '2026-12-02T10:00', availableTo: '2026-12-01T10:00' });
    expect(input).toBeUndefined();
    expect(Object.keys(errors).sort()).toEqual(['availableTo', 'code', 'couponTemplateId', 'images', 'name.ko', 'points']);
  });
});
