import { useNavigate, useSearchParams } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import type { MallCategory } from '../../../lib/mall-types';
import { GOODS_SORTS, type GoodsFilter } from '../api/get-goods-page';

/**
 * Category, kind and sort as selects that rewrite the URL (page back to 1); the title follows the category.
 * Without script the page still reads the same URL parameters, so links to a filter always work.
 */
export function GoodsFilterBar({ filter, categories }: { filter: GoodsFilter; categories: MallCategory[] }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const change = (name: string, value: string, title?: string) => {
    const next = new URLSearchParams(search);
    if (value) next.set(name, value);
    else next.delete(name);
    if (title !== undefined) {
      if (title) next.set('title', title);
      else next.delete('title');
    }
    next.delete('page');
    navigate({ search: `?${next.toString()}` });
  };
  return (
    <form className="mall-filter" onSubmit={(event) => event.preventDefault()} aria-label={t('pointsMall.goods.filter')}>
      <label>
        {t('pointsMall.goods.category')}
        <select
          value={filter.categoryId ?? ''}
          onChange={(event) => change('categoryId', event.target.value, categories.find((c) => String(c.id) === event.target.value)?.name ?? '')}
        >
          <option value="">{t('pointsMall.goods.allCategories')}</option>
          {categories.map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
        </select>
      </label>
      <label>
        {t('pointsMall.goods.kind')}
        <select value={filter.kind ?? ''} onChange={(event) => change('kind', event.target.value)}>
          <option value="">{t('pointsMall.goods.allKinds')}</option>
          <option value="physical">{t('pointsMall.goods.physical')}</option>
          <option value="coupon">{t('pointsMall.goods.coupon')}</option>
        </select>
      </label>
      <label>
        {t('pointsMall.goods.sort')}
        <select value={filter.sort} onChange={(event) => change('sort', event.target.value === 'default' ? '' : event.target.value)}>
          {GOODS_SORTS.map((sort) => <option key={sort} value={sort}>{t(`pointsMall.goods.sorts.${sort}`)}</option>)}
        </select>
      </label>
    </form>
  );
}
