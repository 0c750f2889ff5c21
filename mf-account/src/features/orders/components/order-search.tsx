import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { MAX_KEYWORD } from '../model/list-query';

interface OrderSearchProps {
  /** The keyword in the URL; the field starts from it (the list remounts this form when it changes). */
  keyword: string;
  onSearch: (keyword: string) => void;
}

/** Search by order number or product name; submitting an empty field shows every order again. */
export function OrderSearch({ keyword, onSearch }: OrderSearchProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [draft, setDraft] = useState(keyword);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <form role="search" className="orders-search" onSubmit={submit}>
      <label htmlFor={inputId}>{t('accountOrders.search.label')}</label>
      <input
        id={inputId} type="search" value={draft} maxLength={MAX_KEYWORD} placeholder={t('accountOrders.search.placeholder')}
        onChange={(event) => setDraft(event.target.value)}
      />
      <button type="submit" className="button">{t('accountOrders.search.submit')}</button>
      {keyword ? (
        <button type="button" className="button" onClick={() => onSearch('')}>{t('accountOrders.search.clear')}</button>
      ) : null}
    </form>
  );
}
