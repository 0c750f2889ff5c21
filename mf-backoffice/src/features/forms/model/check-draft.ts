import { CONTENT_LANGUAGES, type Localized } from '../../../lib/localized';
import { isBlankText, isCompleteText, MAX_FILES, takesBounds, takesOptions, takesPattern, type FieldDraft, type FormDraft } from './form-draft';

/** What a check finds: message keys by the API's field path (`fields.2.options`), so they show where the server's would. */
export type DraftErrors = Record<string, string>;

const NAME = /^[a-zA-Z][a-zA-Z0-9_]{0,47}$/;
const FORM_ID = /^[a-z0-9-]{1,48}$/;
const OPTION = /^[a-z0-9_-]{1,48}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function checkText(errors: DraftErrors, path: string, text: Localized) {
  for (const lang of CONTENT_LANGUAGES) if (!text[lang].trim()) errors[`${path}.${lang}`] = 'backoffice.forms.errors.textRequired';
}

function checkBounds(errors: DraftErrors, path: string, f: FieldDraft) {
  const isDate = f.type === 'date';
  const valid = (text: string) => (isDate ? DATE.test(text) : /^\d+$/.test(text));
  for (const key of ['min', 'max'] as const) if (f[key] && !valid(f[key])) errors[`${path}.${key}`] = isDate ? 'backoffice.forms.errors.date' : 'backoffice.forms.errors.wholeNumber';
  if (f.min && f.max && valid(f.min) && valid(f.max) && (isDate ? f.min > f.max : Number(f.min) > Number(f.max))) errors[`${path}.max`] = 'backoffice.forms.errors.maxBelowMin';
  if (f.type === 'file' && f.max && (Number(f.max) < 1 || Number(f.max) > MAX_FILES)) errors[`${path}.max`] = 'backoffice.forms.errors.fileCount';
}

function checkField(errors: DraftErrors, f: FieldDraft, i: number, names: Set<string>) {
  const path = `fields.${i}`;
  if (!NAME.test(f.name)) errors[`${path}.name`] = 'backoffice.forms.errors.name';
  else if (names.has(f.name)) errors[`${path}.name`] = 'backoffice.forms.errors.nameRepeats';
  names.add(f.name);
  checkText(errors, `${path}.label`, f.label);
  if (!isBlankText(f.help) && !isCompleteText(f.help)) checkText(errors, `${path}.help`, f.help);
  if (takesBounds(f.type)) checkBounds(errors, path, f);
  if (takesPattern(f.type) && f.pattern) {
    try {
      new RegExp(`^(?:${f.pattern})$`, 'u');
    } catch {
      errors[`${path}.pattern`] = 'backoffice.forms.errors.pattern';
    }
    checkText(errors, `${path}.patternHint`, f.patternHint);
  }
  if (takesOptions(f.type)) {
    if (f.options.length === 0) errors[`${path}.options`] = 'backoffice.forms.errors.optionsRequired';
    const values = new Set<string>();
    f.options.forEach((o, j) => {
      if (!OPTION.test(o.value) || values.has(o.value)) errors[`${path}.options.${j}.value`] = 'backoffice.forms.errors.optionValue';
      values.add(o.value);
      checkText(errors, `${path}.options.${j}.label`, o.label);
    });
  }
}

/** The checks the server makes on a form (field-definitions.ts), run before sending so each shows beside its input. */
export function checkDraft(draft: FormDraft): DraftErrors {
  const errors: DraftErrors = {};
  if (!FORM_ID.test(draft.formId)) errors.formId = 'backoffice.forms.errors.formId';
  checkText(errors, 'title', draft.title);
  checkText(errors, 'intro', draft.intro);
  if (draft.fields.length === 0) errors.fields = 'backoffice.forms.errors.noFields';
  const names = new Set<string>();
  draft.fields.forEach((f, i) => checkField(errors, f, i, names));
  const files = draft.fields.filter((f) => f.type === 'file').reduce((n, f) => n + (Number(f.max) || 1), 0);
  if (files > MAX_FILES) errors.fields = 'backoffice.forms.errors.tooManyFiles';
  return errors;
}
