import { useStateResetWhen } from '@labmall/shared/hooks/use-state-reset-when';
import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { formatPrice } from '@labmall/shared/format/currency';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import type { LabListLine } from '../api/lab-list-types';

const MAX_QUANTITY = 100_000;

/** A line's quantity, saved when the field is left or Enter pressed (only when it changed and is valid). */
function QuantityField({ line, onSave, disabled }: { line: LabListLine; onSave: (quantity: number) => void; disabled: boolean }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useStateResetWhen(line.quantity, (quantity) => String(quantity));
  const commit = () => {
    const value = Number(draft);
    if (!Number.isInteger(value) || value < 1 || value > MAX_QUANTITY) return setDraft(String(line.quantity));
    if (value !== line.quantity) onSave(value);
  };
  return (
    <input
      type="number"
      inputMode="numeric"
      min={1}
      max={MAX_QUANTITY}
      value={draft}
      disabled={disabled}
      aria-label={t('labLists.quantityOf', { name: line.name, code: line.skuCode })}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
    />
  );
}

/** The list's lines: product, SKU, price, whether the cart could take it now, quantity and remove. */
export function LabListLines({ lines, busy, onQuantity, onRemove }: {
  lines: LabListLine[];
  busy: boolean;
  onQuantity: (line: LabListLine, quantity: number) => void;
  onRemove: (line: LabListLine) => void;
}) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  if (lines.length === 0) return <p>{t('labLists.noLines')}</p>;
  return (
    <table className="lab-table" data-testid="lab-list-lines">
      <caption className="visually-hidden">{t('labLists.linesCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('labLists.product')}</th>
          <th scope="col">{t('labLists.price')}</th>
          <th scope="col">{t('labLists.availability')}</th>
          <th scope="col">{t('labLists.quantity')}</th>
          <th scope="col"><span className="visually-hidden">{t('labLists.actions')}</span></th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.id}>
            <td>
              <Link to={localize(`/product/${line.productId}`)}>{line.name}</Link>
              <div className="lab-muted"><code>{line.skuCode}</code> {line.spec}</div>
            </td>
            <td>{formatPrice(line.price)}</td>
            <td className={`lab-state-${line.state}`}>{t(`labLists.state.${line.state}`, { stock: line.stock })}</td>
            <td><QuantityField line={line} disabled={busy} onSave={(quantity) => onQuantity(line, quantity)} /></td>
            <td>
              <button type="button" className="link-button" disabled={busy} onClick={() => onRemove(line)} aria-label={t('labLists.removeLine', { name: line.name })}>
                {t('labLists.remove')}
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
