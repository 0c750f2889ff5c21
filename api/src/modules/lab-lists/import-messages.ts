import type { Lang } from '../../i18n/language';
import type { ImportErrorCode } from './schemas';

type Params = { value?: string; first?: number; limit?: number };

/** One sentence per kind of bad row, in the shopper's language (the line number is a separate field). */
export const importMessages: Record<Lang, Record<ImportErrorCode, (p: Params) => string>> = {
  zh: {
    missing_sku: () => '缺少货号',
    unknown_sku: (p) => `货号 “${p.value}” 不存在`,
    bad_quantity: (p) => `数量 “${p.value ?? ''}” 无效：应为 1 到 ${p.limit} 之间的整数`,
    duplicate: (p) => `货号 “${p.value}” 与第 ${p.first} 行重复`,
    too_many_rows: (p) => `行数过多：一个清单最多 ${p.limit} 行`,
    no_rows: () => '文件中没有可导入的行',
    list_full: (p) => `清单将超过 ${p.limit} 行`,
  },
  en: {
    missing_sku: () => 'The SKU code is missing',
    unknown_sku: (p) => `No SKU has the code “${p.value}”`,
    bad_quantity: (p) => `The quantity “${p.value ?? ''}” is not a whole number from 1 to ${p.limit}`,
    duplicate: (p) => `The SKU “${p.value}” is already on line ${p.first}`,
    too_many_rows: (p) => `Too many rows: a list holds at most ${p.limit}`,
    no_rows: () => 'The file has no rows to import',
    list_full: (p) => `The list would have more than ${p.limit} lines`,
  },
  ja: {
    missing_sku: () => '品番がありません',
    unknown_sku: (p) => `品番「${p.value}」は存在しません`,
    bad_quantity: (p) => `数量「${p.value ?? ''}」が正しくありません（1～${p.limit} の整数）`,
    duplicate: (p) => `品番「${p.value}」は ${p.first} 行目と重複しています`,
    too_many_rows: (p) => `行が多すぎます（リストは最大 ${p.limit} 行）`,
    no_rows: () => 'ファイルに取り込める行がありません',
    list_full: (p) => `リストが ${p.limit} 行を超えます`,
  },
  ko: {
    missing_sku: () => '품번이 없습니다',
    unknown_sku: (p) => `품번 “${p.value}”이(가) 없습니다`,
    bad_quantity: (p) => `수량 “${p.value ?? ''}”이(가) 올바르지 않습니다(1~${p.limit}의 정수)`,
    duplicate: (p) => `품번 “${p.value}”이(가) ${p.first}행과 중복됩니다`,
    too_many_rows: (p) => `행이 너무 많습니다(목록은 최대 ${p.limit}행)`,
    no_rows: () => '파일에 가져올 행이 없습니다',
    list_full: (p) => `목록이 ${p.limit}행을 넘게 됩니다`,
  },
};
