import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Text fields with their messages: typing in a field clears its message; showing messages moves the focus to
 * the first invalid field (after they are on screen, so the field is announced with its message).
 */
export function useFormFields<F extends string>(initial: Record<F, string>, order: readonly F[]) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [focusRequest, setFocusRequest] = useState<{ field: F } | null>(null);
  const inputs = useRef<Partial<Record<F, HTMLInputElement | null>>>({});

  useEffect(() => {
    if (focusRequest) inputs.current[focusRequest.field]?.focus();
  }, [focusRequest]);

  const change = useCallback((field: F, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      const { [field]: _cleared, ...rest } = current;
      return rest as Partial<Record<F, string>>;
    });
  }, []);

  const showErrors = useCallback((next: Partial<Record<F, string>>) => {
    setErrors(next);
    const first = order.find((field) => next[field]);
    if (first) setFocusRequest({ field: first });
  }, [order]);

  const reset = useCallback((next: Record<F, string>) => {
    setValues(next);
    setErrors({});
  }, []);

  const focus = useCallback((field: F) => setFocusRequest({ field }), []);
  const inputRef = (field: F) => (element: HTMLInputElement | null) => {
    inputs.current[field] = element;
  };

  return { values, errors, change, showErrors, reset, focus, inputRef };
}
