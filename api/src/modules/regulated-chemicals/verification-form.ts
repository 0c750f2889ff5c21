import type { FormField } from '../../db/schema/forms';
import { regulatedClasses, type RegulatedClass, type SubmittedPermit } from '../../db/schema/regulated-chemicals';
import { localize, type Lang, type LocalizedText } from '../../i18n/language';
import { messages } from '../../i18n/messages';
import type { ReceivedForm } from '../forms/multipart';
import type { NewFile } from '../forms/repository';
import { validateSubmission, type FieldError } from '../forms/validate-submission';

const t = (zh: string, en: string, ja: string, ko: string): LocalizedText => ({ zh, en, ja, ko });

export const classLabels: Record<RegulatedClass, LocalizedText> = {
  precursor: t('易制毒化学品', 'Precursor chemicals', '麻薬・覚醒剤原料', '마약 원료 물질'),
  explosive_precursor: t('易制爆危险化学品', 'Explosive precursors', '爆発物原料', '폭발물 원료'),
  highly_toxic: t('剧毒化学品', 'Highly toxic substances', '毒物（特に有害なもの）', '맹독성 물질'),
};

export const INSTITUTION_FIELD = 'institutionDocument';
export const permitField = (c: RegulatedClass, part: 'number' | 'expiresOn' | 'file') => `${c}.${part}`;

/**
 * The verification's multipart body as a form definition, checked by the forms' validator (types by magic bytes,
 * 5 MB a file): the institution's licence or letter, and per class a permit number, its expiry (a China date, not
 * before `today`) and its scan. A class is all three or none; at least one class.
 */
export function verificationFields(today: string): FormField[] {
  const fields: FormField[] = [{ name: INSTITUTION_FIELD, type: 'file', label: t('单位资质证明或介绍信', 'Institution licence or letter', '機関の許可証または紹介状', '기관 허가증 또는 공문'), required: true, max: 1 }];
  for (const c of regulatedClasses) {
    const label = classLabels[c];
    const of = (zh: string, en: string, ja: string, ko: string) => t(`${label.zh}${zh}`, `${label.en}: ${en}`, `${label.ja}${ja}`, `${label.ko} ${ko}`);
    fields.push(
      { name: permitField(c, 'number'), type: 'text', label: of('许可证编号', 'permit number', '許可証番号', '허가증 번호'), min: 3, max: 60 },
      { name: permitField(c, 'expiresOn'), type: 'date', label: of('许可证有效期至', 'permit valid until', '許可証の有効期限', '허가증 유효기간'), min: today },
      { name: permitField(c, 'file'), type: 'file', label: of('许可证扫描件', 'permit scan', '許可証のスキャン', '허가증 스캔본'), max: 1 },
    );
  }
  return fields;
}

/** Only what a licence is sent as: a PDF or a photo (no WebP). */
const ACCEPTED = ['application/pdf', 'image/jpeg', 'image/png'];

export type CheckedVerification = { permits: SubmittedPermit[]; files: NewFile[]; errors: FieldError[] };

export function checkVerificationForm(form: ReceivedForm, today: string, lang: Lang): CheckedVerification {
  const fields = verificationFields(today);
  const checked = validateSubmission(fields, form.values, form.files, lang);
  const errors = [...checked.errors];
  const m = messages[lang];
  const labelOf = (name: string) => localize(fields.find((f) => f.name === name)!.label, lang);
  const failed = new Set(errors.map((e) => e.field));
  for (const file of checked.files) {
    if (!ACCEPTED.includes(file.mimeType) && !failed.has(file.field)) errors.push({ field: file.field, message: m.formFieldFileType.replace('{field}', labelOf(file.field)) });
  }
  const permits: SubmittedPermit[] = [];
  for (const c of regulatedClasses) {
    const number = String(checked.values[permitField(c, 'number')] ?? '');
    const expiresOn = String(checked.values[permitField(c, 'expiresOn')] ?? '');
    const hasFile = checked.files.some((f) => f.field === permitField(c, 'file'));
    const given = { number: number !== '', expiresOn: expiresOn !== '', file: hasFile };
    if (!given.number && !given.expiresOn && !given.file) continue;
    // A class started is a class to finish: each missing part is named.
    for (const part of ['number', 'expiresOn', 'file'] as const) {
      const name = permitField(c, part);
      if (!given[part] && !failed.has(name)) errors.push({ field: name, message: m.field.required(labelOf(name)) });
    }
    if (given.number && given.expiresOn && given.file) permits.push({ class: c, number, expiresOn });
  }
  if (permits.length === 0 && !errors.some((e) => e.field.includes('.'))) {
    const first = permitField(regulatedClasses[0], 'number');
    errors.push({ field: first, message: m.field.required(labelOf(first)) });
  }
  return { permits, files: checked.files, errors };
}
