import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { apiErrorMessage } from '@labmall/shared/api/error-message';
import { refusedFields } from '../model/refusal';
import {
  checkVerification, emptyVerificationValues, VERIFICATION_FIELDS, type VerificationErrors, type VerificationField, type VerificationValues,
} from '../model/verification-form';

/**
 * The verification form's state, as the lab-group forms keep theirs: values, each field's error, the server's
 * refusal and the busy flag. On submit the values are checked first and the first wrong field (in the form's order)
 * gets the focus; a refusal is shown in the reader's language, the API's field messages beside their fields, and
 * nothing chosen or typed is lost.
 */
export function useVerificationForm(onSave: (body: FormData) => Promise<void>) {
  const { t } = useTranslation();
  const [values, setValues] = useState<VerificationValues>(emptyVerificationValues);
  const [errors, setErrors] = useState<VerificationErrors>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const refs = useRef<Partial<Record<VerificationField, HTMLInputElement | null>>>({});

  const showErrors = (found: VerificationErrors) => {
    setErrors(found);
    const first = VERIFICATION_FIELDS.find((field) => found[field]);
    if (first) refs.current[first]?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = checkVerification(values, t);
    if ('errors' in checked) {
      setFailure('');
      showErrors(checked.errors);
      return;
    }
    setErrors({});
    setFailure('');
    setBusy(true);
    try {
      await onSave(checked.body);
    } catch (error) {
      setFailure(apiErrorMessage(error, t('labVerification.sendFailed')));
      showErrors(refusedFields(error));
    } finally {
      setBusy(false);
    }
  };

  return { values, setValues, errors, failure, busy, refs, submit };
}
