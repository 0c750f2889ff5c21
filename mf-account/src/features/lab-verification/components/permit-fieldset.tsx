import { useId } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { TextField } from '../../../components/text-field';
import type { RegulatedClass } from '../api/verification-types';
import { permitField, type PermitValues, type VerificationErrors, type VerificationField } from '../model/verification-form';
import { FileField } from './file-field';

interface PermitFieldsetProps {
  regulatedClass: RegulatedClass;
  values: PermitValues;
  errors: VerificationErrors;
  min: string;
  setRef: (field: VerificationField, element: HTMLInputElement | null) => void;
  onChange: (change: Partial<PermitValues>) => void;
}

/** One class's optional permit: its number, expiry date and scan (all three or none). */
export function PermitFieldset({ regulatedClass: c, values, errors, min, setRef, onChange }: PermitFieldsetProps) {
  const { t } = useTranslation();
  const id = useId();
  const className = t(`labVerification.classes.${c}`);
  const field = (part: 'number' | 'expiresOn') => permitField(c, part);
  return (
    <fieldset>
      <legend>{className}</legend>
      <TextField
        id={`${id}-number`} name={field('number')} label={t('labVerification.form.number')} maxLength={60}
        value={values.number} error={errors[field('number')]} inputRef={(element) => setRef(field('number'), element)}
        onChange={(number) => onChange({ number })}
      />
      <TextField
        id={`${id}-expires`} name={field('expiresOn')} type="date" min={min} label={t('labVerification.form.expiresOn')}
        value={values.expiresOn} error={errors[field('expiresOn')]} inputRef={(element) => setRef(field('expiresOn'), element)}
        onChange={(expiresOn) => onChange({ expiresOn })}
      />
      <FileField
        id={`${id}-file`} name={permitField(c, 'file')} label={t('labVerification.form.scan')}
        error={errors[permitField(c, 'file')]} inputRef={(element) => setRef(permitField(c, 'file'), element)}
        hint={t('labVerification.form.fileHint')} onChange={(file) => onChange({ file })}
      />
    </fieldset>
  );
}
