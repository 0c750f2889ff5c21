import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { useRoutes } from '@labmall/shared/router';
import { appStore } from '@labmall/shared/store/app-store';
import { renderInShop } from '../testing/render-in-shop';
import { group } from '../features/lab-groups/testing/lab-groups-test-kit';
import { fakeServer, ok, resetServer, URL, verified } from '../features/lab-verification/testing/verification-test-kit';
import { financeView, URL as TERMS_URL } from '../features/lab-terms/testing/terms-test-kit';
import UserLabGroup from './user-lab-group';

beforeEach(() => {
  vi.stubGlobal('__APP_NAME__', 'mf_account');
  vi.stubGlobal('__APP_VERSION__', 'test');
  appStore.getState().setAuthUser({ id: 1, nickname: 'Li Wei' });
});
afterEach(() => {
  resetServer();
  vi.unstubAllGlobals();
  appStore.getState().setAuthUser(null);
});

function AtRoute() {
  return useRoutes([{ path: '/:lang/user/labGroup/:id', element: <UserLabGroup /> }]);
}

describe('the exposed lab group page', () => {
  it("composes the group's verification section (a feature of its own) into the group page", async () => {
    fakeServer({
      'GET /api/lab-groups/7': ok({ ...group, myRoles: ['buyer'] }),
      'GET /api/lab-groups/7/rules': ok({ requesterOrders: true, aboveAmount: null, hazardous: false }),
      [`GET ${URL}`]: ok(verified),
    });
    renderInShop(<AtRoute />, { url: '/en/user/labGroup/7' });
    const section = await screen.findByRole('region', { name: 'Institution verification' });
    expect(await within(section).findByText('Verified')).toBeTruthy();
    expect(within(section).queryByRole('form')).toBeNull();
  });

  it("composes the group's payment terms section (a feature of its own) into the group page", async () => {
    fakeServer({
      'GET /api/lab-groups/7': ok({ ...group, myRoles: ['finance'] }),
      'GET /api/lab-groups/7/rules': ok({ requesterOrders: true, aboveAmount: null, hazardous: false }),
      [`GET ${URL}`]: ok(verified),
      [`GET ${TERMS_URL}`]: ok(financeView),
    });
    renderInShop(<AtRoute />, { url: '/en/user/labGroup/7' });
    const section = await screen.findByRole('region', { name: 'Payment terms' });
    expect(await within(section).findByRole('table', { name: 'Orders on invoice not paid yet (2)' })).toBeTruthy();
  });
});
