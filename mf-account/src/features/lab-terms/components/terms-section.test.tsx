import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderInShop } from '../../../testing/render-in-shop';
import { fakeServer, financeView, memberView, noTerms, ok, refused, resetServer, switchedOff, URL } from '../testing/terms-test-kit';
import { TermsSection } from './terms-section';

afterEach(resetServer);

const open = async () => {
  renderInShop(<TermsSection groupId={7} />, { url: '/en/user/labGroup/7' });
  return screen.findByRole('region', { name: 'Payment terms' });
};
/** The `dd` beside a `dt`, or undefined when the fact is not shown. */
const fact = (region: HTMLElement, label: string) => within(region).queryByText(label, { selector: 'dt' })?.nextElementSibling?.textContent;
const rows = (table: HTMLElement) => within(table).getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('the group page\'s payment terms', () => {
  it('shows a member the terms only: active, days and credit limit, nothing of what is owed', async () => {
    fakeServer({ [`GET ${URL}`]: ok(memberView) });
    const section = await open();
    expect(await within(section).findByText('Active')).toBeTruthy();
    expect(fact(section, 'Days to pay')).toBe('30 days');
    expect(fact(section, 'Credit limit')).toBe('¥20,000.00');
    expect(within(section).getByText(/ships first and is paid by bank transfer, against the invoice, within 30 days/)).toBeTruthy();
    expect(fact(section, 'Owed on invoice')).toBeUndefined();
    expect(fact(section, 'Credit available')).toBeUndefined();
    expect(within(section).queryByRole('table')).toBeNull();
  });

  it('says "1 day", not "1 days", for a one-day term (plural forms)', async () => {
    fakeServer({ [`GET ${URL}`]: ok({ ...memberView, terms: { ...memberView.terms!, days: 1 } }) });
    const section = await open();
    expect(await within(section).findByText('1 day')).toBeTruthy();
    expect(within(section).getByText(/against the invoice, within 1 day\./)).toBeTruthy();
  });

  it('shows finance what is owed, the credit left and the open orders on invoice, the overdue one badged', async () => {
    fakeServer({ [`GET ${URL}`]: ok(financeView) });
    const section = await open();
    expect(await within(section).findByText('¥4,250.50')).toBeTruthy();
    expect(fact(section, 'Owed on invoice')).toBe('¥4,250.50');
    expect(fact(section, 'Credit available')).toBe('¥15,749.50');
    expect(within(section).getByText('Overdue orders on invoice: 1. The group cannot order on invoice until they are paid.')).toBeTruthy();
    const table = within(section).getByRole('table', { name: 'Orders on invoice not paid yet (2)' });
    expect(rows(table)).toEqual([
      ['Order no.', 'Ordered by', 'Amount', 'Placed', 'Due', 'State'],
      ['LM20261001000001', 'Zhang Min', '¥3,000.00', 'Oct 1, 2026', 'Oct 31, 2026', 'Overdue'],
      ['LM20261120000002', 'Li Wei', '¥1,250.50', 'Nov 20, 2026', 'Dec 20, 2026', 'Not due yet'],
    ]);
    expect(within(table).getByText('Overdue').className).toContain('lab-terms-overdue');
  });

  it('says a group without terms has none and points to customer service', async () => {
    fakeServer({ [`GET ${URL}`]: ok(noTerms) });
    const section = await open();
    expect(await within(section).findByText(/This group has no payment terms: each order is paid before it ships./)).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'To pay on invoice, ask customer service' }).getAttribute('href')).toBe('/en/service');
    expect(fact(section, 'Days to pay')).toBeUndefined();
  });

  it('says when the terms are switched off', async () => {
    fakeServer({ [`GET ${URL}`]: ok(switchedOff) });
    const section = await open();
    expect(await within(section).findByText('Switched off')).toBeTruthy();
    expect(within(section).getByText(/Payment terms are switched off for this group/)).toBeTruthy();
  });

  it('says when the terms could not be loaded, with a retry', async () => {
    fakeServer({ [`GET ${URL}`]: refused(500, 'Server error') });
    const section = await open();
    const alert = await within(section).findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
