import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { appStore } from '@labmall/shared/store/app-store';
import { renderInShop, signInStaff } from '../testing/render-in-shop';
import { SideNav } from './side-nav';

const links = () => within(screen.getByRole('navigation', { name: 'Staff console' })).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);

afterEach(() => appStore.getState().setAuthUser(null));

describe('console navigation', () => {
  it('shows catalogue staff the catalogue pages and the reports only', () => {
    signInStaff('catalogue');
    renderInShop(<SideNav />, { url: '/en/backoffice/products' });
    expect(links()).toEqual([
      ['Staff console', '/en/backoffice'], ['Products', '/en/backoffice/products'], ['Import and export', '/en/backoffice/import'],
      ['Categories', '/en/backoffice/categories'], ['Reports', '/en/backoffice/reports'],
    ]);
    expect(screen.getByRole('link', { name: 'Products' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows orders staff the home, the orders list and the reports only', () => {
    signInStaff('orders');
    renderInShop(<SideNav />, { url: '/en/backoffice/orders' });
    expect(links()).toEqual([['Staff console', '/en/backoffice'], ['Orders', '/en/backoffice/orders'], ['Reports', '/en/backoffice/reports']]);
    expect(screen.getByRole('link', { name: 'Orders' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows an admin every page, staff and audit log included', () => {
    signInStaff('admin');
    renderInShop(<SideNav />);
    expect(links().map(([text]) => text)).toEqual(['Staff console', 'Orders', 'Products', 'Import and export', 'Categories', 'Quotations', 'After-sales', 'Verifications', 'Lab groups', 'Regulated sales register', 'Forms', 'Content', 'Home banners', 'Hot words', 'Help questions', 'Company pages', 'Points goods', 'Points campaigns', 'Points mall notices', 'Points task rewards', 'Reports', 'Releases', 'Staff', 'Audit log']);
  });

  it('shows support staff the home, after-sales, the regulated chemicals pages and forms only', () => {
    signInStaff('support');
    renderInShop(<SideNav />);
    expect(links()).toEqual([
      ['Staff console', '/en/backoffice'], ['After-sales', '/en/backoffice/after-sales'], ['Verifications', '/en/backoffice/verifications'],
      ['Lab groups', '/en/backoffice/lab-groups'], ['Regulated sales register', '/en/backoffice/regulated-register'], ['Forms', '/en/backoffice/forms'],
    ]);
  });

  it('shows releases staff the home and the releases page only', () => {
    signInStaff('releases');
    renderInShop(<SideNav />);
    expect(links()).toEqual([['Staff console', '/en/backoffice'], ['Releases', '/en/backoffice/releases']]);
  });

  it('shows points staff the home, the points mall pages and the reports only', () => {
    signInStaff('points');
    renderInShop(<SideNav />);
    expect(links()).toEqual([
      ['Staff console', '/en/backoffice'], ['Points goods', '/en/backoffice/points-goods'], ['Points campaigns', '/en/backoffice/points-campaigns'],
      ['Points mall notices', '/en/backoffice/points-announcements'], ['Points task rewards', '/en/backoffice/points-tasks'],
      ['Reports', '/en/backoffice/reports'],
    ]);
  });

  it('shows quotations staff the home, the quotation queue and the reports only', () => {
    signInStaff('quotations');
    renderInShop(<SideNav />);
    expect(links()).toEqual([['Staff console', '/en/backoffice'], ['Quotations', '/en/backoffice/quotations'], ['Reports', '/en/backoffice/reports']]);
  });

  it('shows content staff the home and the content pages only', () => {
    signInStaff('content');
    renderInShop(<SideNav />);
    expect(links()).toEqual([
      ['Staff console', '/en/backoffice'], ['Content', '/en/backoffice/content'], ['Home banners', '/en/backoffice/banners'], ['Hot words', '/en/backoffice/hotwords'],
      ['Help questions', '/en/backoffice/help'], ['Company pages', '/en/backoffice/pages'],
    ]);
  });
});
