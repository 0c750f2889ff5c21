import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { appStore } from '@labmall/shared/store/app-store';
import { renderInShop } from '../../../testing/render-in-shop';
import { fakeServer, ok, page, refused, requestsTo, resetServer, summary } from '../testing/approvals-test-kit';
import { ApprovalsPage } from './approvals-page';

beforeEach(() => appStore.getState().setAuthUser({ id: 1, nickname: 'Li Wei' }));
afterEach(() => {
  resetServer();
  appStore.getState().setAuthUser(null);
});

const open = () => renderInShop(<ApprovalsPage />, { url: '/en/user/approvals' });

describe('the approvals page', () => {
  it('lists the requests to approve with group, budget, requester, reasons in words, total, status and a link', async () => {
    const requests = fakeServer({ 'GET /api/approval-requests': (() => ok({ items: [summary], total: 1, page: 1, pageSize: 20 })) });
    open();
    const table = await screen.findByRole('table', { name: 'To approve' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('Solid-State Battery Lab');
    expect(row.textContent).toContain('NSFC-52272001');
    expect(row.textContent).toContain('Zhang Min');
    expect(row.textContent).toContain("A requester's orders always need approval; Contains hazardous goods");
    expect(row.textContent).toContain('¥1,280.50');
    expect(row.textContent).toContain('Awaiting approval');
    expect(within(row).getByRole('link', { name: 'Request #12' }).getAttribute('href')).toBe('/en/user/approval/12');
    expect(requests[0]!.params).toMatchObject({ box: 'toDecide', page: 1 });
  });

  it('puts what still waits for a decision first in "To approve"', async () => {
    const done = { ...summary, id: 11, status: 'rejected' as const, createdAt: '2026-11-29T08:00:00Z' };
    fakeServer({ 'GET /api/approval-requests': page([done, summary]) });
    open();
    const table = await screen.findByRole('table', { name: 'To approve' });
    expect(within(table).getAllByRole('link').map((link) => link.textContent)).toEqual(['Request #12', 'Request #11']);
  });

  it('has two ARIA tabs moved between with the arrow keys, each showing its own box', async () => {
    const requests = fakeServer({ 'GET /api/approval-requests': page([]) });
    open();
    const toDecide = screen.getByRole('tab', { name: 'To approve' });
    const mine = screen.getByRole('tab', { name: 'My requests' });
    expect(toDecide.getAttribute('aria-selected')).toBe('true');
    expect(mine.getAttribute('tabindex')).toBe('-1');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(toDecide.id);
    expect(await screen.findByText('Nothing is waiting for your approval.')).toBeTruthy();

    fireEvent.keyDown(toDecide, { key: 'ArrowRight' });
    expect(mine.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(mine);
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(mine.id);
    expect(await screen.findByText('You have not sent any order for approval yet.')).toBeTruthy();
    expect(requestsTo(requests, 'GET', '/api/approval-requests').map((r) => r.params.box)).toEqual(['toDecide', 'mine']);

    fireEvent.keyDown(mine, { key: 'ArrowRight' });
    await waitFor(() => expect(document.activeElement).toBe(toDecide));
    expect(toDecide.getAttribute('aria-selected')).toBe('true');
  });

  it('says when the list cannot be loaded, and loads it again on retry', async () => {
    let fail = true;
    fakeServer({ 'GET /api/approval-requests': () => (fail ? refused(500, 'Internal error') : page([summary])) });
    open();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Internal error');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Request #12' })).toBeTruthy();
  });
});
