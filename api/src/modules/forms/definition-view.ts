import type { FormField } from '../../db/schema/forms';
import { localize, type Lang } from '../../i18n/language';
import { DOCUMENT_TYPES, IMAGE_TYPES } from './file-type';
import { MAX_FILE_BYTES } from './multipart';

type DefinitionRow = { formKey: string; kind: string; title: FormField['label']; intro: FormField['label']; fields: FormField[]; open: boolean };

/** A form definition in the reader's language, as the page renders it (rules included, for the client's own check). */
export function definitionView(row: DefinitionRow, lang: Lang) {
  return {
    formId: row.formKey,
    type: row.kind,
    title: localize(row.title, lang),
    intro: localize(row.intro, lang),
    open: row.open,
    fields: row.fields.map((field) => ({
      name: field.name,
      type: field.type,
      label: localize(field.label, lang),
      help: field.help ? localize(field.help, lang) : '',
      required: field.type === 'agreement' ? field.required !== false : field.required === true,
      min: field.min ?? null,
      max: field.max ?? (field.type === 'file' ? 1 : null),
      pattern: field.pattern ?? null,
      patternHint: field.patternHint ? localize(field.patternHint, lang) : '',
      options: (field.options ?? []).map((o) => ({ value: o.value, label: localize(o.label, lang) })),
      ...(field.type === 'file' ? { accept: (field.imagesOnly ? IMAGE_TYPES : DOCUMENT_TYPES).join(','), maxFileBytes: MAX_FILE_BYTES } : {}),
    })),
  };
}
