import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import type { RankingGroup } from '../api/get-product-ranking';
import { RankingList } from './ranking-list';
import './rankings.css';

/**
 * Sales rankings, one tab per top category (APG tabs with automatic activation): arrow keys move between the
 * tabs, Home/End jump to the ends, and only the selected tab is in the Tab order.
 */
export function RankingTabs({ groups }: { groups: RankingGroup[] }) {
  const { t } = useTranslation();
  const baseId = useId();
  const [selected, setSelected] = useState(0);
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  if (groups.length === 0) return <p className="block-empty">{t('catalog.home.noRankings')}</p>;
  const active = Math.min(selected, groups.length - 1);

  const select = (index: number) => {
    const next = (index + groups.length) % groups.length;
    setSelected(next);
    tabs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: active + 1, ArrowDown: active + 1, ArrowLeft: active - 1, ArrowUp: active - 1, Home: 0, End: groups.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div className="rankings">
      <div role="tablist" aria-label={t('catalog.home.rankings')} className="ranking-tabs" onKeyDown={onKeyDown}>
        {groups.map((group, i) => (
          <button
            key={group.category.id}
            ref={(el) => { tabs.current[i] = el; }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${i}`}
            aria-selected={i === active}
            aria-controls={`${baseId}-panel`}
            tabIndex={i === active ? 0 : -1}
            onClick={() => setSelected(i)}
          >
            {group.category.name}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${active}`} className="ranking-panel">
        <RankingList items={groups[active]!.items} />
      </div>
    </div>
  );
}
