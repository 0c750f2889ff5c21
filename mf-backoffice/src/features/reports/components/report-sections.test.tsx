import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { apiClient } from '@labmall/shared/api/client';
import { appStore } from '@labmall/shared/store/app-store';
import { offlineAdapter, renderInShop, signInStaff } from '../../../testing/render-in-shop';
import { serveReports } from '../../../testing/report-answers';
import { ReportsPage } from './reports-page';

const rowsOf = (name: string) =>
  within(screen.getByRole('table', { name })).getAllByRole('row').slice(1).map((row) => Array.from(row.querySelectorAll('th, td')).map((cell) => cell.textContent));
const marksOf = (chart: HTMLElement) => Array.from(chart.querySelectorAll('.bo-chart-mark > title')).map((title) => title.textContent);

function open(report: string, ...scope: string[]) {
  const requests = serveReports();
  signInStaff(...scope);
  renderInShop(<ReportsPage />, { url: `/en/backoffice/reports?report=${report}&from=2026-11-01&to=2026-11-30` });
  return requests;
}

afterEach(() => {
  apiClient.defaults.adapter = offlineAdapter;
  appStore.getState().setAuthUser(null);
});

describe('report sections', () => {
  it('funnel: sessions per step with the drop between steps, as bars and the same figures in a table', async () => {
    open('funnel', 'orders');
    const chart = await screen.findByRole('img', { name: 'Sessions reaching each step' });
    const rows = rowsOf('Sessions reaching each step');
    expect(rows).toEqual([
      ['Sessions', '5,120', '—', '4,800', '+6.7%'],
      ['Viewed a product', '2,210', '56.8%', '2,001', '+10.4%'],
      ['Added to cart', '410', '81.4%', '380', '+7.9%'],
      ['Placed an order', '150', '63.4%', '140', '+7.1%'],
      ['Paid', '121', '19.3%', '111', '+9%'],
    ]);
    expect(marksOf(chart)).toEqual(rows.map((row) => `${row[0]}: ${row[1]}${row[2] === '—' ? '' : ` (−${row[2]} from the step before)`}`));
    expect(rowsOf('Funnel by language')).toEqual([
      ['English', '1,200', '600', '90', '30', '25', '2.1%'],
      ['(not given)', '100', '10', '0', '0', '0', '0%'],
    ]);
    expect(marksOf(await screen.findByRole('img', { name: 'Funnel by device: share of sessions that paid' }))).toEqual(['Phone: 1%']);
  });

  it('search: top keywords, keywords with no results (last seen) and searches without a product view', async () => {
    const requests = open('search', 'catalogue');
    const chart = await screen.findByRole('img', { name: 'Top keywords' });
    expect(rowsOf('Top keywords')).toEqual([['lithium', '320', '250'], ['separator', '95', '80']]);
    expect(marksOf(chart)).toEqual(['lithium: 320', 'separator: 95']);
    expect(rowsOf('Keywords with no results')).toEqual([['sodium foil', '14', 'Nov 29, 2026']]);
    expect(rowsOf('Searches followed by no product view')).toEqual([['glove box', '40', '52']]);
    expect(requests.map((r) => r.url)).toEqual(['/api/backoffice/reports/search']);
  });

  it('products: viewed against bought, stock cover (a SKU without sales said so), slow movers, each linking the product', async () => {
    open('products', 'catalogue');
    const chart = await screen.findByRole('img', { name: "Most viewed products: share of views that became an order" });
    expect(rowsOf('Viewed against bought')).toEqual([['Lithium foil', '812', '21', '40', '2.6%']]);
    expect(marksOf(chart)).toEqual(['Lithium foil: 2.6% (812 views, 21 orders)']);
    expect(rowsOf("Stock cover (days of stock at the last 30 days' sales)")).toEqual([
      ['LF-010', 'Lithium foil', '12', '30', '12'],
      ['PB-050', 'PTFE beaker 50 mL', '300', '0', 'No sales in 30 days'],
    ]);
    expect(rowsOf('Slow movers')).toEqual([['PTFE beaker 50 mL', '300', '0', '3']]);
    expect(within(screen.getByRole('table', { name: 'Slow movers' })).getByRole('link', { name: 'PTFE beaker 50 mL' }).getAttribute('href')).toBe('/en/backoffice/product?id=90412');
  });

  it('quotations: requested to ordered as bars, and the totals against the previous period', async () => {
    open('quotations', 'quotations');
    const chart = await screen.findByRole('img', { name: 'Quotations requested, answered, accepted and ordered' });
    expect(marksOf(chart)).toEqual(['Requested: 40', 'Answered: 35', 'Accepted: 20', 'Became orders: 18']);
    expect(rowsOf('Quotations, this period against the previous one')).toEqual([
      ['Requested', '40', '31', '+29%'],
      ['Answered', '35', '30', '+16.7%'],
      ['Accepted', '20', '12', '+66.7%'],
      ['Became orders', '18', '11', '+63.6%'],
      ['Median time to answer', '5.5 h', '7 h', '-21.4%'],
      ['Requests to orders', '45%', '35.5%', '+26.8%'],
    ]);
  });

  it('points: issued and spent against the previous period, and by source', async () => {
    open('points', 'points');
    const chart = await screen.findByRole('img', { name: 'Points issued by source' });
    expect(rowsOf('Points, this period against the previous one')).toEqual([['Issued', '52,000', '48,000', '+8.3%'], ['Spent', '31,000', '30,000', '+3.3%']]);
    expect(rowsOf('Points by source')).toEqual([['Orders', '43,000', '0'], ['Exchanges', '0', '31,000']]);
    expect(marksOf(chart)).toEqual(['Orders: 43,000 (0 spent)', 'Exchanges: 0 (31,000 spent)']);
  });

  it('says when a report has nothing for the range', async () => {
    serveReports({ search: { range: { from: '2026-11-01', to: '2026-11-30' }, topKeywords: [], noResults: [], noProductView: [] } });
    signInStaff('catalogue');
    renderInShop(<ReportsPage />, { url: '/en/backoffice/reports?from=2026-11-01&to=2026-11-30' });
    expect(await screen.findByText('No data for this range.')).toBeTruthy();
  });
});
