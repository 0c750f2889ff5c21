import type { FormField } from '../../db/schema/forms';
import type { Messages } from '../../i18n/messages';
import type { DetectedType } from './file-type';

/** A field's message, or its cleaned value. */
export type FieldResult = { error: string } | { value: unknown };

export const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
/** International or mainland numbers, with optional spaces and dashes: 6 to 20 digits. */
export const PHONE = /^\+?\d[\d\s-]{4,18}\d$/;
export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const DEFAULT_MAX_LENGTH = { text: 200, textarea: 2000 } as const;

export type Texts = { m: Messages; label: string };

const template = (text: string, label: string) => text.replace('{field}', label);

const isDate = (text: string) => ISO_DATE.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);

/** One value as a trimmed string; a list or object is not a text answer. */
const asText = (raw: unknown): string | null =>
  raw === undefined || raw === null ? '' : typeof raw === 'string' ? raw.trim() : typeof raw === 'number' ? String(raw) : null;

function textRule(field: FormField, raw: unknown, { m, label }: Texts): FieldResult {
  const text = asText(raw);
  if (text === null) return { error: m.field.type(label, 'string') };
  if (text === '') return field.required ? { error: m.field.required(label) } : { value: '' };
  const min = typeof field.min === 'number' ? field.min : 0;
  const max = typeof field.max === 'number' ? field.max : field.type === 'textarea' ? DEFAULT_MAX_LENGTH.textarea : DEFAULT_MAX_LENGTH.text;
  if ([...text].length < min) return { error: m.field.tooSmall(label, min, 'string') };
  if ([...text].length > max) return { error: m.field.tooBig(label, max, 'string') };
  if (field.type === 'email' && !EMAIL.test(text)) return { error: m.field.format(label) };
  if (field.type === 'phone' && !PHONE.test(text)) return { error: m.field.format(label) };
  if (field.pattern && !new RegExp(`^(?:${field.pattern})$`, 'u').test(text)) return { error: template(m.formFieldPattern, label) };
  return { value: text };
}

function numberRule(field: FormField, raw: unknown, { m, label }: Texts): FieldResult {
  const text = asText(raw);
  if (text === null) return { error: m.field.type(label, 'number') };
  if (text === '') return field.required ? { error: m.field.required(label) } : { value: null };
  const value = Number(text);
  if (!/^-?\d+(\.\d+)?$/.test(text) || !Number.isFinite(value)) return { error: m.field.type(label, 'number') };
  if (typeof field.min === 'number' && value < field.min) return { error: m.field.tooSmall(label, field.min, 'number') };
  if (typeof field.max === 'number' && value > field.max) return { error: m.field.tooBig(label, field.max, 'number') };
  return { value };
}

function choiceRule(field: FormField, raw: unknown, { m, label }: Texts): FieldResult {
  const allowed = new Set((field.options ?? []).map((o) => o.value));
  if (field.type === 'select') {
    const text = asText(raw);
    if (text === null) return { error: m.field.type(label, 'string') };
    if (text === '') return field.required ? { error: m.field.required(label) } : { value: '' };
    return allowed.has(text) ? { value: text } : { error: template(m.formFieldOption, label) };
  }
  const list = raw === undefined || raw === null || raw === '' ? [] : Array.isArray(raw) ? raw : [raw];
  if (!list.every((v) => typeof v === 'string')) return { error: m.field.type(label, 'array') };
  const chosen = [...new Set(list as string[])];
  if (chosen.length === 0 && field.required) return { error: m.field.required(label) };
  if (!chosen.every((v) => allowed.has(v))) return { error: template(m.formFieldOption, label) };
  if (chosen.length > 0 && typeof field.min === 'number' && chosen.length < field.min) return { error: m.field.tooSmall(label, field.min, 'array') };
  if (typeof field.max === 'number' && chosen.length > field.max) return { error: m.field.tooBig(label, field.max, 'array') };
  return { value: chosen };
}

function dateRule(field: FormField, raw: unknown, { m, label }: Texts): FieldResult {
  const text = asText(raw);
  if (text === null) return { error: m.field.type(label, 'string') };
  if (text === '') return field.required ? { error: m.field.required(label) } : { value: '' };
  if (!isDate(text)) return { error: m.field.format(label) };
  // ISO dates compare as text.
  if (typeof field.min === 'string' && text < field.min) return { error: m.field.tooSmall(label, field.min, 'number') };
  if (typeof field.max === 'string' && text > field.max) return { error: m.field.tooBig(label, field.max, 'number') };
  return { value: text };
}

function agreementRule(field: FormField, raw: unknown, { m, label }: Texts): FieldResult {
  const accepted = raw === true || raw === 'true' || raw === 'on' || raw === '1';
  const declined = raw === undefined || raw === null || raw === false || raw === '' || raw === 'false';
  if (!accepted && !declined) return { error: m.field.type(label, 'boolean') };
  if (!accepted && field.required !== false) return { error: template(m.formFieldAgreement, label) };
  return { value: accepted };
}

/** A non-file field's rule by its type. */
export function checkField(field: FormField, raw: unknown, texts: Texts): FieldResult {
  switch (field.type) {
    case 'number':
      return numberRule(field, raw, texts);
    case 'select':
    case 'multiSelect':
      return choiceRule(field, raw, texts);
    case 'date':
      return dateRule(field, raw, texts);
    case 'agreement':
      return agreementRule(field, raw, texts);
    default:
      return textRule(field, raw, texts);
  }
}

export type CheckedFile = { fileName: string; content: Buffer; mimeType: DetectedType };
