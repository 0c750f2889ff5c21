import { z } from 'zod/mini';
import type { CreateLabGroupBody } from '../api/create-lab-group';
import type { LabGroup } from '../api/lab-group-types';
import { firstErrors } from './form-errors';

/** The group form's fields in screen order: the first invalid one gets the focus. */
export const GROUP_FIELDS = ['name', 'institution', 'province', 'city', 'district', 'detail', 'postcode'] as const;
export type GroupField = (typeof GROUP_FIELDS)[number];
export type GroupValues = Record<GroupField, string>;
export type GroupErrors = Partial<Record<GroupField, string>>;

export const emptyGroupValues: GroupValues = { name: '', institution: '', province: '', city: '', district: '', detail: '', postcode: '' };

export const valuesOfGroup = ({ name, institution, address }: LabGroup): GroupValues => ({
  name, institution, province: address.province, city: address.city, district: address.district, detail: address.detail, postcode: address.postcode ?? '',
});

type T = (key: string) => string;

const required = (max: number, missing: string, tooLong: string, min = 1) =>
  z.string().check(z.trim(), z.minLength(min, missing), z.maxLength(max, tooLong));

/**
 * The one schema of the group form (create and edit), mirroring api/src/modules/lab-groups/schemas.ts: name up to 60,
 * institution up to 100, province, city and district up to 32, street 2–120, postcode empty or 6 digits.
 */
export function createGroupSchema(t: T) {
  const tooLong = t('labGroups.errors.tooLong');
  return z.object({
    name: required(60, t('labGroups.errors.nameRequired'), tooLong),
    institution: required(100, t('labGroups.errors.institutionRequired'), tooLong),
    province: required(32, t('labGroups.errors.regionRequired'), tooLong),
    city: required(32, t('labGroups.errors.regionRequired'), tooLong),
    district: required(32, t('labGroups.errors.regionRequired'), tooLong),
    detail: required(120, t('labGroups.errors.detailRequired'), tooLong, 2),
    postcode: z.string().check(z.trim(), z.refine((value) => value === '' || /^\d{6}$/.test(value), t('labGroups.errors.postcode'))),
  });
}

/** The request body, or the first message of each invalid field. */
export function checkGroup(values: GroupValues, t: T): { body: CreateLabGroupBody } | { errors: GroupErrors } {
  const parsed = createGroupSchema(t).safeParse(values);
  if (!parsed.success) return { errors: firstErrors<GroupField>(parsed.error) };
  const { name, institution, postcode, ...address } = parsed.data;
  return { body: { name, institution, address: { ...address, ...(postcode ? { postcode } : {}) } } };
}
