import { REGULATED_CLASSES, type RegulatedClass } from '../api/verification-types';
import { chinaToday } from './china-today';
import { fileProblem } from './upload-rules';

type Part = 'number' | 'expiresOn' | 'file';
const PARTS: readonly Part[] = ['number', 'expiresOn', 'file'];

/** The API's multipart field names, in the order the form shows them (the first wrong one gets the focus). */
export const INSTITUTION_FIELD = 'institutionDocument';
export const permitField = (c: RegulatedClass, part: Part) => `${c}.${part}` as const;
export const VERIFICATION_FIELDS = [INSTITUTION_FIELD, ...REGULATED_CLASSES.flatMap((c) => PARTS.map((part) => permitField(c, part)))] as const;
export type VerificationField = (typeof VERIFICATION_FIELDS)[number];
export type VerificationErrors = Partial<Record<VerificationField, string>>;

export interface PermitValues { number: string; expiresOn: string; file: File | null }
export interface VerificationValues { institutionDocument: File | null; permits: Record<RegulatedClass, PermitValues> }

const emptyPermit = (): PermitValues => ({ number: '', expiresOn: '', file: null });
export const emptyVerificationValues = (): VerificationValues => ({
  institutionDocument: null,
  permits: { precursor: emptyPermit(), explosive_precursor: emptyPermit(), highly_toxic: emptyPermit() },
});

const DATE = /^\d{4}-\d{2}-\d{2}$/;
type T = (key: string, options?: Record<string, unknown>) => string;

const fileError = (file: File, t: T) => {
  const problem = fileProblem(file);
  return problem === 'type' ? t('labVerification.errors.fileType') : problem === 'size' ? t('labVerification.errors.fileSize') : undefined;
};

/**
 * The API's rules, checked before anything is sent: the letter is required; a class is all three parts or none
 * (each missing part named); at least one class; numbers 3–60 characters; expiry today (China) or later; files PDF,
 * JPEG or PNG up to 5 MB. Answers the multipart body, or each wrong field's message.
 */
export function checkVerification(values: VerificationValues, t: T, today = chinaToday()): { body: FormData } | { errors: VerificationErrors } {
  const errors: VerificationErrors = {};
  const letter = values.institutionDocument;
  if (!letter) errors[INSTITUTION_FIELD] = t('labVerification.errors.documentRequired');
  else if (fileError(letter, t)) errors[INSTITUTION_FIELD] = fileError(letter, t);

  let classes = 0;
  for (const c of REGULATED_CLASSES) {
    const p = values.permits[c];
    const number = p.number.trim();
    if (!number && !p.expiresOn && !p.file) continue;
    classes += 1;
    if (!number) errors[permitField(c, 'number')] = t('labVerification.errors.numberRequired');
    else if (number.length < 3 || number.length > 60) errors[permitField(c, 'number')] = t('labVerification.errors.numberLength');
    if (!p.expiresOn) errors[permitField(c, 'expiresOn')] = t('labVerification.errors.expiryRequired');
    else if (!DATE.test(p.expiresOn)) errors[permitField(c, 'expiresOn')] = t('labVerification.errors.expiryInvalid');
    else if (p.expiresOn < today) errors[permitField(c, 'expiresOn')] = t('labVerification.errors.expiryPast');
    if (!p.file) errors[permitField(c, 'file')] = t('labVerification.errors.scanRequired');
    else if (fileError(p.file, t)) errors[permitField(c, 'file')] = fileError(p.file, t);
  }
  if (classes === 0) errors[permitField(REGULATED_CLASSES[0], 'number')] = t('labVerification.errors.oneClass');
  if (Object.keys(errors).length > 0) return { errors };

  const body = new FormData();
  body.append(INSTITUTION_FIELD, letter!);
  for (const c of REGULATED_CLASSES) {
    const p = values.permits[c];
    if (!p.file) continue;
    body.append(permitField(c, 'number'), p.number.trim());
    body.append(permitField(c, 'expiresOn'), p.expiresOn);
    body.append(permitField(c, 'file'), p.file);
  }
  return { body };
}
