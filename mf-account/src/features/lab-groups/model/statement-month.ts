import type { LabGroup, LabRole } from '../api/lab-group-types';

/** Statements are the group's accounts: owners and finance read them (the API checks the same). */
export const readsStatements = (roles: readonly LabRole[]) => roles.includes('owner') || roles.includes('finance');

const CHINA_OFFSET_MS = 8 * 3_600_000;

/** The China-time month (`YYYY-MM`) of an instant: statements are cut at China midnight, as the API cuts them. */
export const chinaMonthOf = (at: Date) => new Date(at.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 7);

export function addMonths(month: string, n: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * The months the picker offers: from the month the group started (its first member joined when it was created)
 * up to this one; the default is last month, the last complete one, unless the group is newer than that.
 */
export function statementMonths(group: LabGroup, now: Date = new Date()) {
  const max = chinaMonthOf(now);
  const joined = group.members.map((m) => Date.parse(m.joinedAt)).filter(Number.isFinite);
  const min = joined.length ? chinaMonthOf(new Date(Math.min(...joined))) : max;
  const last = addMonths(max, -1);
  return { min, max, initial: last < min ? max : last };
}

export const isMonth = (value: string) => /^\d{4}-(0[1-9]|1[0-2])$/.test(value);
