import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { CONTENT_LANGUAGES, type ContentLanguage } from '../../../lib/localized';

interface LanguageTabsProps {
  value: ContentLanguage;
  onChange: (language: ContentLanguage) => void;
  /** Languages not written yet: their tab says so. */
  missing: ContentLanguage[];
  children: ReactNode;
}

/** The language being edited, as ARIA tabs (arrow keys move between them); the panel holds that language's fields. */
export function LanguageTabs({ value, onChange, missing, children }: LanguageTabsProps) {
  const { t } = useTranslation();
  const id = useId();
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = CONTENT_LANGUAGES.indexOf(value);
    const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: CONTENT_LANGUAGES.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const language = CONTENT_LANGUAGES[(next + CONTENT_LANGUAGES.length) % CONTENT_LANGUAGES.length]!;
    onChange(language);
    document.getElementById(`${id}-${language}`)?.focus();
  };
  return (
    <div>
      <div role="tablist" aria-label={t('backoffice.content.editor.languages')} className="bo-tabs" onKeyDown={onKeyDown}>
        {CONTENT_LANGUAGES.map((language) => (
          <button
            key={language} id={`${id}-${language}`} type="button" role="tab" className="button"
            aria-selected={language === value} aria-controls={`${id}-panel`} tabIndex={language === value ? 0 : -1}
            onClick={() => onChange(language)}
          >
            {t(`backoffice.languages.${language}`)}
            {missing.includes(language) ? <small> · {t('backoffice.content.editor.notWritten')}</small> : null}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${value}`} className="bo-form">
        {children}
      </div>
    </div>
  );
}
