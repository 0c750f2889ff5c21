import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiClient } from '@labmall/shared/api/client';
import { appStore } from '@labmall/shared/store/app-store';
import { currentUrl, goInHistory, offlineAdapter, renderInShop, signInStaff } from '../../../testing/render-in-shop';
import { serveReports } from '../../../testing/report-answers';
import { defaultRange } from '../model/report-range';
import { ReportsPage } from './reports-page';

const START = '/en/backoffice/reports?from=2026-11-01&to=2026-11-30';
const tabs = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
const asked = (requests: { url?: string | undefined }[]) => requests.map((r) => r.url);

afterEach(() => {
  apiClient.defaults.adapter = offlineAdapter;
  appStore.getState().setAuthUser(null);
});

describe('reports page: who sees what', () => {
  it('shows orders staff sales and funnel only, and never asks for another scope\'s report, even when the link names it', async () => {
    const requests = serveReports();
    signInStaff('orders');
    renderInShop(<ReportsPage />, { url: `${START}&report=search` });
    expect(tabs()).toEqual(['Sales', 'Funnel']);
    expect(screen.getByRole('tab', { name: 'Sales' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('table', { name: 'Sales totals, this period against the previous one' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Funnel' }));
    expect(await screen.findByRole('table', { name: 'Sessions reaching each step' })).toBeTruthy();
    expect(currentUrl()).toContain('report=funnel');
    expect(asked(requests)).toEqual(['/api/backoffice/reports/sales', '/api/backoffice/reports/funnel']);
  });

  it('shows catalogue staff searches and products; quotations and points staff their own', () => {
    serveReports();
    signInStaff('catalogue', 'points');
    renderInShop(<ReportsPage />, { url: START });
    expect(tabs()).toEqual(['Searches', 'Products', 'Points']);
  });

  it('shows an admin every report', async () => {
    serveReports();
    signInStaff('admin');
    renderInShop(<ReportsPage />, { url: START });
    expect(tabs()).toEqual(['Sales', 'Funnel', 'Searches', 'Products', 'Quotations', 'Points']);
    // Arrow keys move between the tabs, and the chosen one follows the focus.
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Sales' }), { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'Points' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Points' }));
    expect(await screen.findByRole('table', { name: 'Points, this period against the previous one' })).toBeTruthy();
  });
});

describe('reports page: the date range', () => {
  it('asks for the last 30 days up to yesterday when the link names no range', async () => {
    const requests = serveReports();
    signInStaff('orders');
    renderInShop(<ReportsPage />, { url: '/en/backoffice/reports' });
    await waitFor(() => expect(requests).toHaveLength(1));
    const { from, to } = defaultRange();
    expect(requests[0]!.params).toEqual({ from, to, by: 'day' });
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe(from);
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe(to);
  });

  it('keeps the range in the URL, so back shows the range before', async () => {
    const requests = serveReports();
    signInStaff('orders');
    renderInShop(<ReportsPage />, { url: START });
    await screen.findByRole('table', { name: 'Sales totals, this period against the previous one' });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-10-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(currentUrl()).toBe('/en/backoffice/reports?from=2026-10-01&to=2026-11-30');
    expect(requests[1]!.params).toMatchObject({ from: '2026-10-01', to: '2026-11-30' });
    goInHistory(-1);
    expect(currentUrl()).toBe(START);
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-11-01');
  });

  it('explains a start after the end, or more than 24 months, and asks nothing for it', async () => {
    const requests = serveReports();
    signInStaff('orders');
    renderInShop(<ReportsPage />, { url: START });
    await screen.findByRole('table', { name: 'Sales totals, this period against the previous one' });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-12-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('alert').textContent).toBe('The start day must not be after the end day.');
    expect(screen.getByLabelText('From').getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2024-10-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('alert').textContent).toBe('The range can be at most 24 months (731 days).');
    expect(currentUrl()).toBe(START);
    expect(requests).toHaveLength(1);
  });

  it('says what is wrong with a bad range in a link instead of asking the API', async () => {
    const requests = serveReports();
    signInStaff('orders');
    renderInShop(<ReportsPage />, { url: '/en/backoffice/reports?from=2026-11-30&to=2026-11-01' });
    expect(screen.getByRole('alert').textContent).toBe('The start day must not be after the end day.');
    expect(within(screen.getByRole('tabpanel')).queryByRole('table')).toBeNull();
    // Mended, the range is asked for: the first request is that one, so none went out for the bad range before.
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByRole('table', { name: 'Sales totals, this period against the previous one' })).toBeTruthy();
    expect(requests.map((r) => r.params)).toEqual([{ from: '2026-11-01', to: '2026-11-30', by: 'day' }]);
  });

  it('writes the form in the reader\'s language', () => {
    serveReports();
    signInStaff('orders');
    renderInShop(<ReportsPage />, { url: '/zh/backoffice/reports?from=2026-11-30&to=2026-11-01', language: 'zh' });
    expect(screen.getByRole('alert').textContent).toBe('开始日期不能晚于结束日期。');
    expect(screen.getByRole('tab', { name: '销售' })).toBeTruthy();
  });
});
