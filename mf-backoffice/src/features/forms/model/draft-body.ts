import { isBlankText, takesBounds, takesOptions, takesPattern, type FieldDraft, type FieldType, type FormDraft } from './form-draft';
import { emptyLocalized, type Localized } from '../../../lib/localized';

/** A field as the API defines it (api/src/db/schema/forms.ts FormField). */
export interface FieldDefinition {
  name: string;
  type: FieldType;
  label: Localized;
  help?: Localized;
  required?: boolean;
  min?: number | string;
  max?: number | string;
  pattern?: string;
  patternHint?: Localized;
  options?: Array<{ value: string; label: Localized }>;
  imagesOnly?: boolean;
}

const bound = (f: FieldDraft, text: string) => (text === '' ? undefined : f.type === 'date' ? text : Number(text));

/** The draft as POST /api/backoffice/support/forms/save takes it: only what each type uses, empty parts left out. */
export function toDefinition(f: FieldDraft): FieldDefinition {
  const min = takesBounds(f.type) ? bound(f, f.min) : undefined;
  const max = takesBounds(f.type) ? bound(f, f.max) : undefined;
  return {
    name: f.name, type: f.type, label: f.label,
    ...(isBlankText(f.help) ? {} : { help: f.help }),
    ...(f.type === 'agreement' ? {} : { required: f.required }),
    ...(min === undefined ? {} : { min }),
    ...(max === undefined ? {} : { max }),
    ...(takesPattern(f.type) && f.pattern ? { pattern: f.pattern, patternHint: f.patternHint } : {}),
    ...(takesOptions(f.type) ? { options: f.options } : {}),
    ...(f.type === 'file' ? { imagesOnly: f.imagesOnly } : {}),
  };
}

export const toSaveBody = (draft: FormDraft) => ({
  formId: draft.formId, ...(draft.version ? { version: draft.version } : {}), title: draft.title, intro: draft.intro,
  onSpecialOffers: draft.onSpecialOffers, fields: draft.fields.map(toDefinition),
});

/** A stored field back into the editor. */
export function fromDefinition(f: FieldDefinition, key: string): FieldDraft {
  return {
    key, name: f.name, type: f.type, label: f.label, help: f.help ?? emptyLocalized(), required: f.required ?? false,
    min: f.min === undefined ? '' : String(f.min), max: f.max === undefined ? '' : String(f.max),
    pattern: f.pattern ?? '', patternHint: f.patternHint ?? emptyLocalized(), options: f.options ?? [], imagesOnly: f.imagesOnly ?? false,
  };
}
