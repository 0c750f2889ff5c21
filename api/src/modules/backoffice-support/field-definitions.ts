import { z } from 'zod';
import type { FormFieldType } from '../../db/schema/forms';
import { localizedText } from '../backoffice-catalogue/schemas';
import { ISO_DATE } from '../forms/field-rules';
import { MAX_FILES } from '../forms/multipart';

export const fieldTypes: FormFieldType[] = ['text', 'textarea', 'number', 'email', 'phone', 'select', 'multiSelect', 'date', 'file', 'agreement'];
/** A multipart submission holds 60 parts at most (forms/multipart.ts); a multiSelect may send several. */
export const MAX_FIELDS = 30;
const LENGTH_TYPES = new Set<FormFieldType>(['text', 'textarea', 'email', 'phone']);
const CHOICE_TYPES = new Set<FormFieldType>(['select', 'multiSelect']);

const option = z.strictObject({ value: z.string().regex(/^[a-z0-9_-]{1,48}$/), label: localizedText(120) });

/** One field as staff define it: the shape forms/field-rules.ts validates submissions against. */
const field = z.strictObject({
  name: z.string().regex(/^[a-zA-Z][a-zA-Z0-9_]{0,47}$/),
  type: z.enum(fieldTypes as [FormFieldType, ...FormFieldType[]]),
  label: localizedText(120),
  help: localizedText(300).optional(),
  required: z.boolean().optional(),
  min: z.union([z.number().int().min(0).max(1_000_000_000), z.string().regex(ISO_DATE)]).optional(),
  max: z.union([z.number().int().min(0).max(1_000_000_000), z.string().regex(ISO_DATE)]).optional(),
  pattern: z.string().min(1).max(200).optional(),
  patternHint: localizedText(200).optional(),
  options: z.array(option).max(50).optional(),
  imagesOnly: z.boolean().optional(),
});
export type FieldDefinition = z.output<typeof field>;

const validRegex = (pattern: string) => {
  try {
    new RegExp(`^(?:${pattern})$`, 'u');
    return true;
  } catch {
    return false;
  }
};

/** What only makes sense for some types, and bounds that agree with each other; `issue` names the offending part. */
function checkField(f: FieldDefinition, issue: (path: (string | number)[], message: string) => void) {
  const bound = f.type === 'date' ? 'string' : 'number';
  for (const key of ['min', 'max'] as const) {
    if (f[key] === undefined) continue;
    if (f.type === 'agreement' || f.type === 'select') issue([key], `a ${f.type} field takes no ${key}`);
    else if (typeof f[key] !== bound) issue([key], f.type === 'date' ? 'a date bound is an ISO date (YYYY-MM-DD)' : `${key} is a number for a ${f.type} field`);
  }
  if (f.min !== undefined && f.max !== undefined && typeof f.min === typeof f.max && f.min > f.max) issue(['max'], 'max is below min');
  if (f.type === 'file' && typeof f.max === 'number' && (f.max < 1 || f.max > MAX_FILES)) issue(['max'], `a file field takes 1 to ${MAX_FILES} files`);
  if ((f.pattern !== undefined || f.patternHint !== undefined) && !['text', 'phone'].includes(f.type)) issue(['pattern'], 'only text and phone fields take a pattern');
  if (f.pattern !== undefined && !validRegex(f.pattern)) issue(['pattern'], 'the pattern is not a valid regular expression');
  if (f.pattern !== undefined && f.patternHint === undefined) issue(['patternHint'], 'a pattern needs a hint that says what it means');
  if (CHOICE_TYPES.has(f.type)) {
    const values = (f.options ?? []).map((o) => o.value);
    if (values.length === 0) issue(['options'], `a ${f.type} field needs options`);
    if (new Set(values).size !== values.length) issue(['options'], 'option values repeat');
    if (f.type === 'multiSelect' && typeof f.max === 'number' && f.max > values.length) issue(['max'], 'max is above the number of options');
  } else if (f.options !== undefined) issue(['options'], `a ${f.type} field takes no options`);
  if (f.imagesOnly !== undefined && f.type !== 'file') issue(['imagesOnly'], 'only file fields take imagesOnly');
  if (LENGTH_TYPES.has(f.type) && typeof f.max === 'number' && f.max > 5000) issue(['max'], 'a text is at most 5000 characters');
}

/** A form's fields: 1 to 30, unique names, each consistent with its type, at most 5 files in all (one submission's limit). */
export const fieldDefinitions = z
  .array(field)
  .min(1)
  .max(MAX_FIELDS)
  .superRefine((fields, ctx) => {
    const seen = new Set<string>();
    fields.forEach((f, i) => {
      if (seen.has(f.name)) ctx.addIssue({ code: 'custom', path: [i, 'name'], message: `the field name ${f.name} repeats` });
      seen.add(f.name);
      checkField(f, (path, message) => ctx.addIssue({ code: 'custom', path: [i, ...path], message }));
    });
    const files = fields.filter((f) => f.type === 'file').reduce((n, f) => n + (typeof f.max === 'number' ? f.max : 1), 0);
    if (files > MAX_FILES) ctx.addIssue({ code: 'custom', path: [], message: `the file fields take ${files} files together, more than ${MAX_FILES}` });
  });
