import { describe, expect, it } from 'vitest';
import { checkDraft } from './check-draft';
import { toSaveBody } from './draft-body';
import { emptyField, moveField, type FieldDraft, type FormDraft } from './form-draft';

const text = (en: string) => ({ zh: `${en}中`, en, ja: `${en}日`, ko: `${en}한` });
const field = (changes: Partial<FieldDraft> = {}): FieldDraft => ({ ...emptyField('text', 0), label: text('Name'), ...changes });
const draft = (fields: FieldDraft[], changes: Partial<FormDraft> = {}): FormDraft => ({ formId: 'workshop-2027', title: text('Workshop'), intro: text('Join us'), onSpecialOffers: true, fields, ...changes });

describe('an activity form draft', () => {
  it('passes when complete, and is sent with only what each type uses', () => {
    const select = field({ name: 'session', type: 'select', options: [{ value: 'am', label: text('Morning') }], min: '1', pattern: 'x' });
    const files = field({ name: 'cv', type: 'file', max: '2', imagesOnly: true });
    const form = draft([field({ name: 'name', required: true, max: '40' }), select, files]);
    expect(checkDraft(form)).toEqual({});
    expect(toSaveBody(form).fields).toEqual([
      { name: 'name', type: 'text', label: text('Name'), required: true, max: 40 },
      { name: 'session', type: 'select', label: text('Name'), required: false, options: [{ value: 'am', label: text('Morning') }] },
      { name: 'cv', type: 'file', label: text('Name'), required: false, max: 2, imagesOnly: true },
    ]);
  });

  it('names each problem where the server would', () => {
    const errors = checkDraft(draft([
      field({ name: '1st' }),
      field({ name: 'a', type: 'select', options: [] }),
      field({ name: 'a', label: { ...text('x'), ko: '' } }),
      field({ name: 'd', type: 'date', min: '2027-02-01', max: '2027-01-01' }),
      field({ name: 'p', pattern: '(open', patternHint: text('hint') }),
    ], { formId: 'Bad Key' }));
    expect(errors).toEqual({
      formId: 'backoffice.forms.errors.formId',
      'fields.0.name': 'backoffice.forms.errors.name',
      'fields.1.options': 'backoffice.forms.errors.optionsRequired',
      'fields.2.name': 'backoffice.forms.errors.nameRepeats',
      'fields.2.label.ko': 'backoffice.forms.errors.textRequired',
      'fields.3.max': 'backoffice.forms.errors.maxBelowMin',
      'fields.4.pattern': 'backoffice.forms.errors.pattern',
    });
  });

  it('refuses more than five files in all, and moves fields within the list only', () => {
    const files = [field({ name: 'a', type: 'file', max: '3' }), field({ name: 'b', type: 'file', max: '3' })];
    expect(checkDraft(draft(files)).fields).toBe('backoffice.forms.errors.tooManyFiles');
    expect(moveField(files, 1, 0).map((f) => f.name)).toEqual(['b', 'a']);
    expect(moveField(files, 1, 2)).toBe(files);
  });
});
