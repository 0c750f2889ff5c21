import type { FormField } from '../../db/schema/forms';
import { localize, type Lang } from '../../i18n/language';
import { messages } from '../../i18n/messages';
import { checkField, type CheckedFile } from './field-rules';
import { detectFileType, DOCUMENT_TYPES, IMAGE_TYPES, nameForType } from './file-type';
import type { ReceivedFile } from './multipart';

/** The hidden field people never fill and bots do: a submission with it filled is dropped without a word. */
export const HONEYPOT = 'website';

export type FieldError = { field: string; message: string };
export type CheckedSubmission = {
  values: Record<string, unknown>;
  files: Array<CheckedFile & { field: string }>;
  errors: FieldError[];
  spam: boolean;
};

const template = (text: string, label: string) => text.replace('{field}', label);

function checkFiles(field: FormField, received: ReceivedFile[], lang: Lang, label: string): { error?: string; files: CheckedFile[] } {
  const m = messages[lang];
  const max = typeof field.max === 'number' ? field.max : 1;
  if (received.length === 0) return field.required ? { error: m.field.required(label), files: [] } : { files: [] };
  if (received.length > max) return { error: m.field.tooBig(label, max, 'array'), files: [] };
  const files: CheckedFile[] = [];
  for (const file of received) {
    if (file.tooLarge) return { error: template(m.formFieldFileSize, label), files: [] };
    const mimeType = detectFileType(file.content);
    if (!mimeType || !(field.imagesOnly ? IMAGE_TYPES : DOCUMENT_TYPES).includes(mimeType)) {
      return { error: template(field.imagesOnly ? m.formFieldImageType : m.formFieldFileType, label), files: [] };
    }
    files.push({ fileName: nameForType(file.fileName, mimeType), content: file.content, mimeType });
  }
  return { files };
}

/**
 * Checks a submission against its form's definition (the same one the page rendered): every field by its
 * type and rules, unknown fields and files refused, messages in `lang` naming the field's label. All the
 * field errors are returned at once, so the page can mark every one.
 */
export function validateSubmission(fields: readonly FormField[], values: Record<string, unknown>, received: ReceivedFile[], lang: Lang): CheckedSubmission {
  const m = messages[lang];
  const { [HONEYPOT]: honeypot, ...rest } = values;
  const spam = typeof honeypot === 'string' ? honeypot.trim() !== '' : honeypot !== undefined && honeypot !== null;
  const errors: FieldError[] = [];
  const clean: Record<string, unknown> = {};
  const files: CheckedSubmission['files'] = [];
  const known = new Map(fields.map((f) => [f.name, f]));

  for (const name of Object.keys(rest)) {
    if (known.get(name)?.type === 'file') errors.push({ field: name, message: m.field.type(localize(known.get(name)!.label, lang), 'other') });
    else if (!known.has(name)) errors.push({ field: name, message: m.field.unknown(name) });
  }
  for (const file of received) {
    if (known.get(file.field)?.type !== 'file') errors.push({ field: file.field, message: m.field.unknown(file.field) });
  }
  for (const field of fields) {
    const label = localize(field.label, lang);
    if (field.type === 'file') {
      const checked = checkFiles(field, received.filter((f) => f.field === field.name), lang, label);
      if (checked.error) errors.push({ field: field.name, message: checked.error });
      files.push(...checked.files.map((f) => ({ ...f, field: field.name })));
      clean[field.name] = checked.files.map((f) => f.fileName);
      continue;
    }
    const result = checkField(field, rest[field.name], { m, label });
    if ('error' in result) errors.push({ field: field.name, message: result.error });
    else clean[field.name] = result.value;
  }
  return { values: clean, files, errors, spam };
}
