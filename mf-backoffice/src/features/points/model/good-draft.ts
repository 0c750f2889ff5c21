import { emptyLocalized, type Localized } from '../../../lib/localized';
import type { PointsGood } from '../api/get-points-good';
import type { PointsGoodInput } from '../api/save-points-good';

/** The editor's fields as typed (numbers and dates as text), before they are checked and sent. */
export interface GoodDraft {
  code: string; categoryId: string; kind: 'physical' | 'coupon'; couponTemplateId: string; name: Localized; description: Localized;
  images: string; points: string; perAccountLimit: string; onSale: boolean; featured: boolean; availableFrom: string; availableTo: string; sort: string;
}

/** `2026-12-01T08:00:00.000Z` → the `datetime-local` value in the browser's time zone. */
const localInput = (iso: string | null) => {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

export const draftOf = (good: PointsGood | null): GoodDraft => ({
  code: good?.code ?? '', categoryId: good ? String(good.categoryId) : '', kind: good?.kind ?? 'physical',
  couponTemplateId: good?.couponTemplateId ? String(good.couponTemplateId) : '', name: good?.name ?? emptyLocalized(),
  description: good?.description ?? emptyLocalized(), images: (good?.images ?? []).join('\n'), points: good ? String(good.points) : '',
  perAccountLimit: good ? String(good.perAccountLimit) : '1', onSale: good?.onSale ?? false, featured: good?.featured ?? false,
  availableFrom: localInput(good?.availableFrom ?? null), availableTo: localInput(good?.availableTo ?? null), sort: good ? String(good.sort) : '0',
});

const whole = (text: string, min: number, max: number) => {
  const n = Number(text);
  return text.trim() !== '' && Number.isInteger(n) && n >= min && n <= max ? n : undefined;
};

/**
 * Checks the draft as the server will (api backoffice-points/goods-schemas.ts) and returns the body to send, or
 * the message key of each field in error.
 */
export function checkGood(draft: GoodDraft): { input?: PointsGoodInput; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const points = whole(draft.points, 1, 10_000_000);
  const limit = whole(draft.perAccountLimit, 1, 9_999);
  const sort = whole(draft.sort, 0, 100_000);
  const categoryId = whole(draft.categoryId, 1, 2_147_483_647);
  const couponTemplateId = draft.kind === 'coupon' ? whole(draft.couponTemplateId, 1, 2_147_483_647) : null;
  const images = draft.images.split('\n').map((line) => line.trim()).filter(Boolean);
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/.test(draft.code.trim())) errors.code = 'backoffice.points.errors.code';
  if (categoryId === undefined) errors.categoryId = 'backoffice.points.errors.required';
  if (couponTemplateId === undefined) errors.couponTemplateId = 'backoffice.points.errors.required';
  for (const field of ['name', 'description'] as const) {
    for (const [language, text] of Object.entries(draft[field])) if (!text.trim()) errors[`${field}.${language}`] = 'backoffice.points.errors.required';
  }
  if (images.length > 8 || images.some((path) => !/^\/media\/[A-Za-z0-9._/-]{1,200}$/.test(path) || path.includes('..'))) errors.images = 'backoffice.points.errors.images';
  if (points === undefined) errors.points = 'backoffice.points.errors.points';
  if (limit === undefined) errors.perAccountLimit = 'backoffice.points.errors.limit';
  if (sort === undefined) errors.sort = 'backoffice.points.errors.sort';
  const from = draft.availableFrom ? new Date(draft.availableFrom).toISOString() : null;
  const to = draft.availableTo ? new Date(draft.availableTo).toISOString() : null;
  if (from && to && from >= to) errors.availableTo = 'backoffice.points.errors.window';
  if (Object.keys(errors).length > 0) return { errors };
  return {
    errors,
    input: {
      code: draft.code.trim(), categoryId: categoryId!, kind: draft.kind, couponTemplateId: couponTemplateId ?? null, name: draft.name, description: draft.description,
      images, points: points!, perAccountLimit: limit!, onSale: draft.onSale, featured: draft.featured, availableFrom: from, availableTo: to, sort: sort!,
    },
  };
}
