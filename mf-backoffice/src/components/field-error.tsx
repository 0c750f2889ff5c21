/** The server's message for one field, next to it (the input points at it with aria-describedby). */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? <p id={id} className="bo-field-error">{message}</p> : null;
}

/** Props that tie an input to its error: invalid and described by the message while there is one. */
export const errorProps = (id: string, message: string | undefined) =>
  message ? { 'aria-invalid': true as const, 'aria-describedby': id } : {};
