import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiClient } from '@labmall/shared/api/client';
import { clearTokens, setTokens } from '@labmall/shared/auth/tokens';
import { appStore } from '@labmall/shared/store/app-store';
import { currentUrl, offlineAdapter, renderInShop, signInStaff } from '../../../testing/render-in-shop';
import { SALES, SALES_BY_CATEGORY, serveReports } from '../../../testing/report-answers';
import { ReportsPage } from './reports-page';

const START = '/en/backoffice/reports?from=2026-11-01&to=2026-11-30';
const TOTALS = 'Sales totals, this period against the previous one';

/** A table's body rows as the text of their cells. */
const rowsOf = (table: HTMLElement) =>
  within(table).getAllByRole('row').slice(1).map((row) => Array.from(row.querySelectorAll('th, td')).map((cell) => cell.textContent));
/** What each mark of a chart says (its <title>): what a mouse user reads on hover. */
const marksOf = (chart: HTMLElement) => Array.from(chart.querySelectorAll('.bo-chart-mark > title')).map((title) => title.textContent);

function open(url = START) {
  signInStaff('orders');
  renderInShop(<ReportsPage />, { url });
}

beforeEach(() => {
  setTokens('staff-token', 'refresh');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearTokens();
  apiClient.defaults.adapter = offlineAdapter;
  appStore.getState().setAuthUser(null);
});

describe('sales report', () => {
  it('shows the totals against the previous period with the change in per cent', async () => {
    serveReports();
    open();
    const totals = await screen.findByRole('table', { name: TOTALS });
    expect(within(totals).getAllByRole('columnheader').map((h) => h.textContent))
      .toEqual(['Measure', 'This period (Nov 1, 2026 – Nov 30, 2026)', 'Previous period (Oct 2, 2026 – Oct 31, 2026)', 'Change']);
    expect(rowsOf(totals)).toEqual([
      ['Revenue', '¥43,215.50', '¥39,001.00', '+10.8%'],
      ['Orders', '120', '111', '+8.1%'],
      ['Average order value', '¥360.13', '¥351.36', '+2.5%'],
      ['Refunded orders', '3', '1', '+200%'],
      ['Refunded amount', '¥812.00', '¥99.00', '+720.2%'],
    ]);
  });

  it('draws revenue over time, this period against the previous, with the same numbers as its table', async () => {
    serveReports();
    open();
    const chart = await screen.findByRole('img', { name: 'Revenue per day, this period and the previous one' });
    expect(chart.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(/Revenue ¥43,215.50 against ¥39,001.00 in the previous period \(\+10.8%\)/)).toBeTruthy();
    const rows = rowsOf(screen.getByRole('table', { name: 'Revenue per day, this period and the previous one' }));
    expect(rows[1]).toEqual(['Nov 2, 2026', '¥2,400.50', '6', '¥400.08', '¥99.00', 'Oct 3, 2026', '¥1,000.00']);
    expect(marksOf(chart).sort()).toEqual(rows.flatMap((row) => [`This period, ${row[0]}: ${row[1]}`, `Previous period, ${row[0]}: ${row[6]}`]).sort());
  });

  it('breaks revenue down by the chosen dimension, in the URL, as bars and a table holding the same figures', async () => {
    const requests = serveReports({ sales: (params: Record<string, string>) => (params.dimension ? SALES_BY_CATEGORY : SALES) });
    open();
    await screen.findByRole('table', { name: TOTALS });
    fireEvent.change(screen.getByLabelText('Breakdown'), { target: { value: 'category' } });
    expect(currentUrl()).toBe(`${START}&dimension=category`);
    const chart = await screen.findByRole('img', { name: 'Revenue by Category' });
    expect(requests.at(-1)!.params).toEqual({ from: '2026-11-01', to: '2026-11-30', by: 'day', dimension: 'category' });
    const rows = rowsOf(screen.getByRole('table', { name: 'Revenue by Category' }));
    expect(rows).toEqual([['Electrolytes', '¥8,100.00', '31', '¥0.00'], ['Glassware', '¥5,230.25', '18', '¥99.00']]);
    expect(marksOf(chart)).toEqual(rows.map((row) => `${row[0]}: ${row[1]}`));
    fireEvent.change(screen.getByLabelText('Per'), { target: { value: 'week' } });
    await waitFor(() => expect(requests.at(-1)!.params).toMatchObject({ by: 'week', dimension: 'category' }));
    expect(currentUrl()).toBe(`${START}&by=week&dimension=category`);
  });

  it('says when the range holds no sales', async () => {
    const zero = { revenue: 0, orders: 0, averageOrderValue: 0, refunds: 0, refundAmount: 0 };
    serveReports({ sales: { ...SALES, totals: zero, previousTotals: zero, series: [], previousSeries: [] } });
    open();
    expect(await screen.findByText('No data for this range.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("shows the server's reason when the report fails, and reads it again on retry", async () => {
    let failing = true;
    serveReports({ sales: () => (failing ? new Error('The reports are being rebuilt.') : SALES) });
    open();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The reports are being rebuilt.');
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: TOTALS })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('links the XLSX and CSV exports of what is shown, and downloads them with the staff sign-in', async () => {
    serveReports();
    const fetchFile = vi.fn(async () => new Response('report', { status: 200 }));
    vi.stubGlobal('fetch', fetchFile);
    URL.createObjectURL = vi.fn(() => 'blob:report');
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    open(`${START}&by=month`);
    await screen.findByRole('table', { name: TOTALS });
    const xlsx = screen.getByRole('link', { name: 'Export Sales (Excel)' });
    expect(xlsx.getAttribute('href')).toBe('/api/backoffice/reports/sales/export?format=xlsx&from=2026-11-01&to=2026-11-30&by=month');
    expect(screen.getByRole('link', { name: 'Export Sales (CSV)' }).getAttribute('href'))
      .toBe('/api/backoffice/reports/sales/export?format=csv&from=2026-11-01&to=2026-11-30&by=month');
    fireEvent.click(xlsx);
    await waitFor(() => expect(saved).toEqual(['sales-2026-11-01-2026-11-30.xlsx']));
    const [path, init] = fetchFile.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toContain('/api/backoffice/reports/sales/export?format=xlsx&from=2026-11-01&to=2026-11-30&by=month');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer staff-token');
  });
});
