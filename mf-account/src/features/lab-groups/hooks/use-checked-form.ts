import { useRef, useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from '@labmall/shared/i18n/react';
import { apiErrorMessage } from '@labmall/shared/api/error-message';

type Checked<F extends string, B> = { errors: Partial<Record<F, string>> } | { body: B };

/**
 * A lab-group form's state: the values, each field's error, the server's refusal and the busy flag. On submit the
 * values are checked first (the first wrong field, in `fields` order, gets the focus), then saved; a refusal is shown
 * in the reader's language and nothing typed is lost.
 */
export function useCheckedForm<F extends string, V extends Record<F, string>, B>(
  initial: V,
  fields: readonly F[],
  check: (values: V, t: TFunction) => Checked<F, B>,
  onSave: (body: B) => Promise<void>,
) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const refs = useRef<Partial<Record<F, HTMLInputElement | null>>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = check(values, t);
    if ('errors' in checked) {
      setErrors(checked.errors);
      refs.current[fields.find((field) => checked.errors[field])!]?.focus();
      return;
    }
    setErrors({});
    setFailure('');
    setBusy(true);
    try {
      await onSave(checked.body);
    } catch (error) {
      setFailure(apiErrorMessage(error, t('labGroups.saveFailed')));
    } finally {
      setBusy(false);
    }
  };

  return { values, setValues, errors, failure, busy, refs, submit };
}
