import type { Ref } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useRegions } from '../hooks/use-regions';
import type { RegionOption } from '../model/regions';

type RegionField = 'provinceCode' | 'cityCode' | 'districtCode';
export type RegionValues = Record<RegionField, string>;

interface RegionSelectsProps {
  idPrefix: string;
  values: RegionValues;
  errors: Partial<Record<RegionField, string>>;
  /** Receives the changed codes: choosing a province clears city and district, a city clears the district. */
  onChange: (patch: Partial<RegionValues>) => void;
  selectRef: (field: RegionField) => Ref<HTMLSelectElement>;
}

interface SelectProps {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  options: RegionOption[];
  error?: string;
  selectRef: Ref<HTMLSelectElement>;
  onChange: (code: string) => void;
}

function RegionSelect({ id, label, placeholder, value, options, error, selectRef, onChange }: SelectProps) {
  const errorId = `${id}-error`;
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        ref={selectRef}
        value={value}
        // Nothing to choose until the level above is chosen; the placeholder says what comes first.
        disabled={options.length === 0}
        required
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => <option key={option.code} value={option.code}>{option.name}</option>)}
      </select>
      {error ? <p id={errorId} className="form-error">{error}</p> : null}
    </div>
  );
}

/** Province → city → district as three native selects (keyboard and screen readers work as everywhere). */
export function RegionSelects({ idPrefix, values, errors, onChange, selectRef }: RegionSelectsProps) {
  const { t } = useTranslation();
  const regions = useRegions();
  if (!regions.data) {
    return regions.error ? (
      <div className="address-regions-state" role="alert">
        <p>{t('address.form.regionsFailed')}</p>
        <button type="button" className="button" onClick={regions.retry}>{t('address.retry')}</button>
      </div>
    ) : (
      <p className="address-regions-state" role="status">{t('address.form.regionsLoading')}</p>
    );
  }
  const { provinces, citiesOf, districtsOf } = regions.data;
  return (
    <div className="address-regions">
      <RegionSelect
        id={`${idPrefix}-province`} label={t('address.form.province')} placeholder={t('address.form.chooseProvince')}
        value={values.provinceCode} options={provinces} error={errors.provinceCode} selectRef={selectRef('provinceCode')}
        onChange={(provinceCode) => onChange({ provinceCode, cityCode: '', districtCode: '' })}
      />
      <RegionSelect
        id={`${idPrefix}-city`} label={t('address.form.city')} placeholder={t('address.form.chooseCity')}
        value={values.cityCode} options={values.provinceCode ? citiesOf(values.provinceCode) : []} error={errors.cityCode}
        selectRef={selectRef('cityCode')} onChange={(cityCode) => onChange({ cityCode, districtCode: '' })}
      />
      <RegionSelect
        id={`${idPrefix}-district`} label={t('address.form.district')} placeholder={t('address.form.chooseDistrict')}
        value={values.districtCode} options={values.cityCode ? districtsOf(values.cityCode) : []} error={errors.districtCode}
        selectRef={selectRef('districtCode')} onChange={(districtCode) => onChange({ districtCode })}
      />
    </div>
  );
}
