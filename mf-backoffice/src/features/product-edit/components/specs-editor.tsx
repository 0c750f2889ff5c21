import { useTranslation } from '@labmall/shared/i18n/react';
import { CONTENT_LANGUAGES, emptyLocalized } from '../../../lib/localized';
import type { SpecRow } from '../api/get-product';

/** The product's specification sheet: rows of a label in four languages and a value; added, ordered, removed. */
export function SpecsEditor({ specs, onChange }: { specs: SpecRow[]; onChange: (specs: SpecRow[]) => void }) {
  const { t } = useTranslation();
  const update = (index: number, row: SpecRow) => onChange(specs.map((r, i) => (i === index ? row : r)));
  const move = (from: number, to: number) => {
    const next = [...specs];
    const [row] = next.splice(from, 1);
    next.splice(to, 0, row!);
    onChange(next);
  };
  return (
    <fieldset>
      <legend>{t('backoffice.specs.title')}</legend>
      {specs.length > 0 ? (
        <div className="bo-table-wrap">
          <table className="bo-table">
            <caption className="visually-hidden">{t('backoffice.specs.title')}</caption>
            <thead>
              <tr>
                {CONTENT_LANGUAGES.map((language) => <th key={language} scope="col">{`${t('backoffice.specs.label')} · ${t(`backoffice.languages.${language}`)}`}</th>)}
                <th scope="col">{t('backoffice.specs.value')}</th>
                <th scope="col"><span className="visually-hidden">{t('backoffice.common.actions')}</span></th>
              </tr>
            </thead>
            <tbody>
              {specs.map((row, index) => {
                const n = index + 1;
                return (
                  <tr key={index}>
                    {CONTENT_LANGUAGES.map((language) => (
                      <td key={language}>
                        <input
                          lang={language} maxLength={100} value={row.label[language]}
                          aria-label={t('backoffice.specs.labelOf', { n, language: t(`backoffice.languages.${language}`) })}
                          onChange={(e) => update(index, { ...row, label: { ...row.label, [language]: e.target.value } })}
                        />
                      </td>
                    ))}
                    <td>
                      <input maxLength={200} value={row.value} aria-label={t('backoffice.specs.valueOf', { n })} onChange={(e) => update(index, { ...row, value: e.target.value })} />
                    </td>
                    <td>
                      <div className="bo-actions">
                        <button type="button" className="button" aria-label={t('backoffice.specs.up', { n })} disabled={index === 0} onClick={() => move(index, index - 1)}>↑</button>
                        <button type="button" className="button" aria-label={t('backoffice.specs.down', { n })} disabled={index === specs.length - 1} onClick={() => move(index, index + 1)}>↓</button>
                        <button type="button" className="button" aria-label={t('backoffice.specs.remove', { n })} onClick={() => onChange(specs.filter((_, i) => i !== index))}>
                          {t('backoffice.common.remove')}
                        </button>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
      <button type="button" className="button" onClick={() => onChange([...specs, { label: emptyLocalized(), value: '' }])}>{t('backoffice.specs.add')}</button>
      <p className="form-hint">{t('backoffice.specs.hint')}</p>
    </fieldset>
  );
}
