import { useRequest } from '@labmall/shared/hooks/use-request';
import { downloadFile } from '@labmall/shared/api/download-file';
import { staffGet } from '../../../lib/staff-api';
import type { RegisterRange } from '../model/register-range';

export interface RegisterRow {
  date: string;
  orderNo: string;
  buyerName: string;
  buyerAccount: string;
  labGroup: string | null;
  institution: string | null;
  product: string;
  casNumber: string | null;
  /** The product's class now (null: no longer regulated). */
  regulatedClass: string | null;
  quantity: number;
  /** "LOT-A ×2; LOT-B ×1"; '' before it ships. */
  lots: string;
  endUse: string | null;
}

export type RegisterFormat = 'csv' | 'xlsx';

const PATH = '/api/backoffice/regulated-register';

/** GET /api/backoffice/regulated-register (support): the regulated order lines paid in the range, oldest first. */
export async function getRegister(range: RegisterRange) {
  return staffGet<{ from: string; to: string; items: RegisterRow[] }>(PATH, { from: range.from, to: range.to });
}

/** Null range (a bad one): nothing asked. */
export const useRegister = (range: RegisterRange | null) =>
  useRequest(range ? `backoffice-regulated-register|${range.from}|${range.to}` : null, () => getRegister(range!));

/** The register as a file, for the same range as shown. */
export const registerFilePath = (range: RegisterRange, format: RegisterFormat) =>
  `${PATH}?${new URLSearchParams({ from: range.from, to: range.to, format }).toString()}`;

/** Saves the file; fetched with the staff sign-in (a plain link cannot carry the Bearer token). */
export const downloadRegister = (range: RegisterRange, format: RegisterFormat) =>
  downloadFile(registerFilePath(range, format), `regulated-register-${range.from}-${range.to}.${format}`);
