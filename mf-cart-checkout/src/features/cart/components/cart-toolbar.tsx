import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { ConfirmAction } from '@labmall/shared/ui/confirm-action';

interface CartToolbarProps {
  selectable: number;
  selected: number;
  onSelectAll: (selected: boolean) => void;
  onDeleteSelected: () => void;
  onClear: () => void;
}

/** Select all (mixed when some are), delete the selected lines, clear the cart: both deletions asked first. */
export function CartToolbar({ selectable, selected, onSelectAll, onDeleteSelected, onClear }: CartToolbarProps) {
  const { t } = useTranslation();
  const all = useRef<HTMLInputElement>(null);
  const some = selected > 0 && selected < selectable;
  // Only settable from script: after every commit (the input may be a new node), before the browser paints.
  useLayoutEffect(() => {
    if (all.current) all.current.indeterminate = some;
  });

  return (
    <div className="cart-toolbar">
      <label className="cart-select-all">
        <input ref={all} type="checkbox" checked={selectable > 0 && selected === selectable} disabled={selectable === 0}
          onChange={(event) => onSelectAll(event.target.checked)} />
        {t('cart.page.selectAll', { selected, total: selectable })}
      </label>
      <ConfirmAction label={t('cart.page.deleteSelected')} question={t('cart.page.deleteSelectedQuestion', { count: selected })}
        confirmLabel={t('cart.line.deleteConfirm')} dismissLabel={t('cart.page.cancel')} disabled={selected === 0} onConfirm={onDeleteSelected} />
      <ConfirmAction label={t('cart.page.clear')} question={t('cart.page.clearQuestion')} confirmLabel={t('cart.page.clearConfirm')}
        dismissLabel={t('cart.page.cancel')} onConfirm={onClear} />
    </div>
  );
}
