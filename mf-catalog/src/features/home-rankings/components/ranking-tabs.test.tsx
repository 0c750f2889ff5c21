import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@labmall/shared/router';
import type { RankingGroup } from '../api/get-product-ranking';
import { RankingTabs } from './ranking-tabs';

const group = (id: number, name: string): RankingGroup => ({
  category: { id, name },
  items: Array.from({ length: 6 }, (_, i) => ({
    id: id * 100 + i, name: `${name} ${i + 1}`, image: '', brand: { id: 1, name: 'Kejing' }, price: 10, sales: 60 - i,
  })),
});
const groups = [group(1, 'Battery Experiments'), group(2, 'Nanomaterials'), group(3, 'Lab Consumables')];

function renderTabs() {
  render(<MemoryRouter><RankingTabs groups={groups} /></MemoryRouter>);
  return screen.getAllByRole('tab');
}

const panelItems = () => within(screen.getByRole('tabpanel')).getAllByRole('listitem');

describe('ranking tabs', () => {
  it('shows the top 5 of the first category, in rank order', () => {
    const tabs = renderTabs();
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    expect(panelItems()).toHaveLength(5);
    expect(panelItems()[0]!.textContent).toContain('Battery Experiments 1');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tabs[0]!.id);
  });

  it('moves between tabs with the arrow keys, Home and End, keeping one tab in the Tab order', () => {
    const tabs = renderTabs();
    tabs[0]!.focus();
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tabs[1]);
    expect(tabs[1]!.getAttribute('aria-selected')).toBe('true');
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);
    expect(panelItems()[0]!.textContent).toContain('Nanomaterials 1');
    fireEvent.keyDown(tabs[1]!, { key: 'End' });
    expect(document.activeElement).toBe(tabs[2]);
    fireEvent.keyDown(tabs[2]!, { key: 'ArrowRight' }); // wraps to the first
    expect(document.activeElement).toBe(tabs[0]);
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tabs[2]);
    fireEvent.keyDown(tabs[2]!, { key: 'Home' });
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
  });

  it('selects a tab on click', () => {
    const tabs = renderTabs();
    fireEvent.click(tabs[2]!);
    expect(panelItems()[0]!.textContent).toContain('Lab Consumables 1');
  });
});
