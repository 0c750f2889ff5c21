import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { sentBody } from '@labmall/shared/api/test-adapter';
import { appStore } from '@labmall/shared/store/app-store';
import { renderInShop } from '../../../testing/render-in-shop';
import { fakeServer, group, ok, refused, requestTo, resetServer } from '../testing/lab-groups-test-kit';
import { LabGroupPage } from './lab-group-page';

const RULES = '/api/lab-groups/7/rules';

beforeEach(() => appStore.getState().setAuthUser({ id: 1, nickname: 'Li Wei' }));
afterEach(() => {
  resetServer();
  appStore.getState().setAuthUser(null);
});

const open = async () => {
  renderInShop(<LabGroupPage id={7} />, { url: '/en/user/labGroup/7' });
  return screen.findByRole('region', { name: 'Approval rules' });
};

describe("a lab group's approval rules", () => {
  it('lets the owner set the amount and the hazardous rule, checks the amount first, and says requesters always need approval', async () => {
    let saved = { requesterOrders: true, aboveAmount: null as number | null, hazardous: false };
    const requests = fakeServer({
      'GET /api/lab-groups/7': ok(group),
      'GET /api/lab-groups/7/orders': ok({ items: [], total: 0, page: 1, pageSize: 20 }),
      [`GET ${RULES}`]: () => ok(saved),
      [`PUT ${RULES}`]: () => {
        saved = { requesterOrders: true, aboveAmount: 5000.5, hazardous: true };
        return ok(saved);
      },
    });
    const section = await open();
    expect(within(section).getByText('Orders by members who are only requesters always need approval.')).toBeTruthy();
    const form = await within(section).findByRole('form', { name: 'Approval rules' });
    const amount = within(form).getByLabelText('The order is above (yuan)');
    fireEvent.change(amount, { target: { value: '-3' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText('Enter an amount above 0 with at most two decimals, or leave it empty')).toBeTruthy();
    expect(document.activeElement).toBe(amount);
    expect(requestTo(requests, 'PUT', RULES)).toBeUndefined();

    fireEvent.change(amount, { target: { value: '5000.5' } });
    fireEvent.click(within(form).getByLabelText('The order contains hazardous goods'));
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(section).findByText('Approval rules saved.')).toBeTruthy();
    expect(sentBody(requestTo(requests, 'PUT', RULES)!)).toEqual({ aboveAmount: 5000.5, hazardous: true });
  });

  it('shows the rules to a member who is not an owner, without a form', async () => {
    fakeServer({
      'GET /api/lab-groups/7': ok({ ...group, myRoles: ['buyer'] }),
      [`GET ${RULES}`]: ok({ requesterOrders: true, aboveAmount: 2000, hazardous: true }),
    });
    const section = await open();
    expect(await within(section).findByText('Orders above ¥2,000.00')).toBeTruthy();
    expect(within(section).getByText('Need approval')).toBeTruthy();
    expect(within(section).queryByRole('form')).toBeNull();
    expect(within(section).queryByRole('textbox')).toBeNull();
  });

  it('says when the rules cannot be loaded', async () => {
    fakeServer({ 'GET /api/lab-groups/7': ok({ ...group, myRoles: ['buyer'] }), [`GET ${RULES}`]: refused(500, 'Internal error') });
    const section = await open();
    expect((await within(section).findByRole('alert')).textContent).toContain('Internal error');
  });
});
