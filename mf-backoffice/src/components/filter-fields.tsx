/** The free-text search of a list's filters (the `q` the server searches by). */
export function SearchField({ label, value }: { label: string; value: string }) {
  return (
    <label className="bo-field">
      {label}
      <input name="q" type="search" defaultValue={value} />
    </label>
  );
}

interface ChoiceFieldProps {
  name: string;
  label: string;
  /** The first option, which filters nothing. */
  anyLabel: string;
  value: string;
  options: ReadonlyArray<readonly [value: string, label: string]>;
}

/** A filter that picks one of a list's values, or any. */
export function ChoiceField({ name, label, anyLabel, value, options }: ChoiceFieldProps) {
  return (
    <label className="bo-field">
      {label}
      <select name={name} defaultValue={value}>
        <option value="">{anyLabel}</option>
        {options.map(([option, text]) => <option key={option} value={option}>{text}</option>)}
      </select>
    </label>
  );
}

/** The `from` and `to` days of a list's filters (YYYY-MM-DD, as the URL keeps them). */
export function DayRangeFields({ fromLabel, toLabel, from, to }: { fromLabel: string; toLabel: string; from: string; to: string }) {
  return (
    <>
      <label className="bo-field">
        {fromLabel}
        <input name="from" type="date" defaultValue={from} />
      </label>
      <label className="bo-field">
        {toLabel}
        <input name="to" type="date" defaultValue={to} />
      </label>
    </>
  );
}
