import { PAGE_SIZES } from '../lib/list-query';

/** How many rows a page of a server-paged list shows; a change applies at once. */
export function PageSizeSelect({ label, pageSize, onChange }: { label: string; pageSize: number; onChange: (pageSize: number) => void }) {
  return (
    <label className="bo-field">
      {label}
      <select value={pageSize} onChange={(event) => onChange(Number(event.target.value))}>
        {PAGE_SIZES.map((size) => <option key={size} value={size}>{size}</option>)}
      </select>
    </label>
  );
}
