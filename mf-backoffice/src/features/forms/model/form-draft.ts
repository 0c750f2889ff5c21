import { CONTENT_LANGUAGES, emptyLocalized, type Localized } from '../../../lib/localized';

/** The field types the shop's dynamic form renders and checks (api/src/db/schema/forms.ts). */
export const FIELD_TYPES = ['text', 'textarea', 'number', 'email', 'phone', 'select', 'multiSelect', 'date', 'file', 'agreement'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];
/** One submission takes at most five files and thirty fields (api/src/modules/backoffice-support/field-definitions.ts). */
export const MAX_FILES = 5;
export const MAX_FIELDS = 30;

export interface OptionDraft { value: string; label: Localized }
/** A field as the editor holds it: every bound as text (empty = none), so inputs stay controlled. */
export interface FieldDraft {
  /** The editor's own key for React and focus; never sent. */
  key: string;
  name: string;
  type: FieldType;
  label: Localized;
  help: Localized;
  required: boolean;
  min: string;
  max: string;
  pattern: string;
  patternHint: Localized;
  options: OptionDraft[];
  imagesOnly: boolean;
}

export interface FormDraft {
  formId: string;
  version?: string;
  title: Localized;
  intro: Localized;
  onSpecialOffers: boolean;
  fields: FieldDraft[];
}

let counter = 0;
export const newKey = () => `f${Date.now().toString(36)}${(counter += 1)}`;

export const takesOptions = (type: FieldType) => type === 'select' || type === 'multiSelect';
export const takesPattern = (type: FieldType) => type === 'text' || type === 'phone';
export const takesBounds = (type: FieldType) => type !== 'select' && type !== 'agreement';

export function emptyField(type: FieldType, index: number): FieldDraft {
  return {
    key: newKey(), name: `field${index + 1}`, type, label: emptyLocalized(), help: emptyLocalized(), required: false, min: '', max: '',
    pattern: '', patternHint: emptyLocalized(), options: takesOptions(type) ? [{ value: 'a', label: emptyLocalized() }] : [], imagesOnly: false,
  };
}

export const emptyForm = (): FormDraft => ({ formId: '', title: emptyLocalized(), intro: emptyLocalized(), onSpecialOffers: false, fields: [emptyField('text', 0)] });

/** Moves the field at `from` to `to` (clamped), for the list's up and down buttons. */
export function moveField(fields: FieldDraft[], from: number, to: number): FieldDraft[] {
  if (to < 0 || to >= fields.length || from === to) return fields;
  const next = [...fields];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

const blank = (text: Localized) => CONTENT_LANGUAGES.every((l) => !text[l].trim());
const complete = (text: Localized) => CONTENT_LANGUAGES.every((l) => text[l].trim());
export { blank as isBlankText, complete as isCompleteText };
