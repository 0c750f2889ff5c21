import type { Lang } from '../../i18n/language';
import { localize, type LocalizedText } from '../../i18n/language';
import { csvLine } from '../../lib/csv-cell';
import { runHeavyWork } from '../../lib/heavy-work/pool';
import type { RegisterRow } from './register';
import { classLabels } from './verification-form';

const t = (zh: string, en: string, ja: string, ko: string): LocalizedText => ({ zh, en, ja, ko });

const COLUMNS: Array<[keyof RegisterRow, LocalizedText]> = [
  ['date', t('日期', 'Date', '日付', '날짜')],
  ['orderNo', t('订单号', 'Order no.', '注文番号', '주문 번호')],
  ['buyerName', t('购买人', 'Buyer', '購入者', '구매자')],
  ['buyerAccount', t('购买人账号', 'Buyer account', '購入者アカウント', '구매자 계정')],
  ['labGroup', t('课题组', 'Lab group', '研究グループ', '연구 그룹')],
  ['institution', t('单位', 'Institution', '所属機関', '소속 기관')],
  ['product', t('产品', 'Product', '製品', '제품')],
  ['casNumber', t('CAS 号', 'CAS no.', 'CAS 番号', 'CAS 번호')],
  ['regulatedClass', t('管制类别', 'Regulated class', '規制区分', '규제 등급')],
  ['quantity', t('数量', 'Quantity', '数量', '수량')],
  ['lots', t('批号', 'Lot', 'ロット', '로트')],
  ['endUse', t('最终用途', 'End use', '最終用途', '최종 용도')],
];
const TITLE = t('管制化学品销售登记', 'Regulated chemicals sales register', '規制化学品販売台帳', '규제 화학물질 판매 대장');

const BOM = '\uFEFF';
const XLSX_TIME_LIMIT_MS = 30_000;

/** The register as a table in the reader's language (the class by its legal name). */
export function registerTable(rows: RegisterRow[], lang: Lang) {
  return {
    title: localize(TITLE, lang),
    headings: COLUMNS.map(([, heading]) => localize(heading, lang)),
    rows: rows.map((row) =>
      COLUMNS.map(([key]) => (key === 'regulatedClass' ? localize(classLabels[row.regulatedClass as keyof typeof classLabels], lang) : row[key])),
    ),
  };
}

/** CSV (BOM, formula-safe cells through csvLine) here; XLSX in a heavy-work thread with the reports' workbook task. */
export async function registerFile(rows: RegisterRow[], format: 'csv' | 'xlsx', lang: Lang) {
  const table = registerTable(rows, lang);
  if (format === 'csv') {
    return { body: Buffer.from(BOM + csvLine(table.headings) + table.rows.map(csvLine).join('')), type: 'text/csv; charset=utf-8' };
  }
  const { workbook } = await runHeavyWork('reportXlsx', { tables: [table] }, { timeoutMs: XLSX_TIME_LIMIT_MS });
  return { body: workbook, type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' };
}
