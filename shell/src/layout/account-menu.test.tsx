import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { appStore } from '@labmall/shared/store/app-store';
import { renderInShop } from '@labmall/shared/testing/render-in-shop';
import AccountMenu from './account-menu';

afterEach(() => appStore.getState().setAuthUser(null));

describe('account menu', () => {
  it('links staff to the staff console', () => {
    appStore.getState().setAuthUser({ account: 'staff@labmall.test', scope: ['user', 'orders'] });
    renderInShop(<AccountMenu name="Staff" />, {}, '/');
    expect(screen.getByRole('link', { name: 'Staff console' }).getAttribute('href')).toBe('/en/backoffice');
  });

  it('shows a shopper no console link', () => {
    appStore.getState().setAuthUser({ account: 'demo@labmall.test', scope: ['user'] });
    renderInShop(<AccountMenu name="Demo" />, {}, '/');
    expect(screen.getByRole('link', { name: 'My orders' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lab groups' }).getAttribute('href')).toBe('/en/user/labGroups');
    expect(screen.getByRole('link', { name: 'Approvals' }).getAttribute('href')).toBe('/en/user/approvals');
    expect(screen.queryByRole('link', { name: 'Staff console' })).toBeNull();
  });
});
