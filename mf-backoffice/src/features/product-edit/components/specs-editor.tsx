import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { CONTENT_LANGUAGES, emptyLocalized } from '../../../lib/localized';
import type { SpecRow } from '../api/get-product';

type Direction = 'up' | 'down';

/** The product's specification sheet: rows of a label in four languages and a value; added, ordered, removed. */
export function SpecsEditor({ specs, onChange }: { specs: SpecRow[]; onChange: (specs: SpecRow[]) => void }) {
  const { t } = useTranslation();
  // A row has no id of its own: each row object gets a key, handed on when an edit replaces the object, so a moved
  // row keeps its inputs (and the focus) instead of every row below the move being re-filled in place.
  const keys = useRef(new WeakMap<SpecRow, number>());
  const nextKey = useRef(0);
  const keyOf = (row: SpecRow) => {
    let key = keys.current.get(row);
    if (key === undefined) keys.current.set(row, (key = nextKey.current++));
    return key;
  };
  const moveButtons = useRef(new Map<string, HTMLButtonElement>());
  const focusAfterMove = useRef<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  // React moves the row in the DOM, which drops the focus: put it back on the button that was pressed.
  useLayoutEffect(() => {
    if (focusAfterMove.current) moveButtons.current.get(focusAfterMove.current)?.focus();
    focusAfterMove.current = null;
  }, [specs]);
  const moveButtonRef = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) moveButtons.current.set(key, element);
    else moveButtons.current.delete(key);
  };

  const update = (index: number, row: SpecRow) => {
    keys.current.set(row, keyOf(specs[index]!));
    onChange(specs.map((r, i) => (i === index ? row : r)));
  };
  const move = (from: number, direction: Direction) => {
    const to = direction === 'up' ? from - 1 : from + 1;
    if (to < 0 || to >= specs.length) return;
    const next = [...specs];
    const [row] = next.splice(from, 1);
    next.splice(to, 0, row!);
    focusAfterMove.current = `${direction}:${keyOf(row!)}`;
    setAnnouncement(t('backoffice.specs.moved', { to: to + 1, total: specs.length }));
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
                const key = keyOf(row);
                return (
                  <tr key={key}>
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
                        {/* aria-disabled at the ends, not disabled: a row moved to the top keeps the focus on its button. */}
                        <button
                          ref={moveButtonRef(`up:${key}`)} type="button" className="button" aria-label={t('backoffice.specs.up', { n })}
                          aria-disabled={index === 0 || undefined} onClick={() => move(index, 'up')}
                        >↑</button>
                        <button
                          ref={moveButtonRef(`down:${key}`)} type="button" className="button" aria-label={t('backoffice.specs.down', { n })}
                          aria-disabled={index === specs.length - 1 || undefined} onClick={() => move(index, 'down')}
                        >↓</button>
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
      <div role="status" className="visually-hidden">{announcement}</div>
    </fieldset>
  );
}
