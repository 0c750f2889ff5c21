import { useTranslation } from '@labmall/shared/i18n/react';
import { STAFF_SCOPES } from '@labmall/shared/auth/staff-scope';

/** The eight staff scopes as checkboxes in a fieldset named `legend`. */
export function ScopeCheckboxes({ legend, value, onChange }: { legend: string; value: string[]; onChange: (scope: string[]) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend>{legend}</legend>
      <div className="bo-filters">
        {STAFF_SCOPES.map((scope) => (
          <label key={scope} className="checkbox">
            <input
              type="checkbox" checked={value.includes(scope)}
              onChange={(e) => onChange(e.target.checked ? STAFF_SCOPES.filter((s) => s === scope || value.includes(s)) : value.filter((s) => s !== scope))}
            />
            {t(`backoffice.scopes.${scope}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
