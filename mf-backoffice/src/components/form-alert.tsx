/**
 * The answer to a save beside its form: a refusal in an alert region (read at once), a success in a status region.
 * Both regions are always in the page, so screen readers announce what appears in them.
 */
export function SaveResult({ error, done }: { error?: string | null; done?: string | null }) {
  return (
    <>
      <div role="alert" className="bo-error">{error ? <p>{error}</p> : null}</div>
      <div role="status" className="bo-done">{done ? <p>{done}</p> : null}</div>
    </>
  );
}
