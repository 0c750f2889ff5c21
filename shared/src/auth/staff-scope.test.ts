import { describe, expect, it } from 'vitest';
import { hasScope } from './scope';
import { allowsStaffScope, isStaff, staffRouteScope } from './staff-scope';

describe('staff scopes (docs/backoffice-api.md)', () => {
  it('lets admin do everything, and anyone else only their own scopes', () => {
    const admin = { scope: ['user', 'admin'] };
    const catalogue = { scope: ['user', 'catalogue'] };
    expect(allowsStaffScope(admin, 'catalogue')).toBe(true);
    expect(allowsStaffScope(admin, 'admin')).toBe(true);
    expect(allowsStaffScope(catalogue, 'catalogue')).toBe(true);
    expect(allowsStaffScope(catalogue, 'orders')).toBe(false);
    expect(allowsStaffScope(catalogue, 'admin')).toBe(false);
    expect(allowsStaffScope({ scope: { catalogue: true } }, 'catalogue')).toBe(true);
  });

  it('tells staff from shoppers', () => {
    expect(isStaff({ scope: ['user', 'orders'] })).toBe(true);
    expect(isStaff({ scope: ['user'] })).toBe(false);
    expect(isStaff(null)).toBe(false);
  });

  it('gives route scopes the shell guard reads with hasScope', () => {
    expect(hasScope({ scope: ['points'] }, staffRouteScope())).toBe(true);
    expect(hasScope({ scope: ['user'] }, staffRouteScope())).toBe(false);
    expect(hasScope({ scope: ['admin'] }, staffRouteScope('catalogue'))).toBe(true);
    expect(hasScope({ scope: ['orders'] }, staffRouteScope('catalogue'))).toBe(false);
    expect(hasScope({ scope: ['catalogue'] }, staffRouteScope('admin'))).toBe(false);
  });

  it('opens a page of several scopes (the reports) to any of them or admin, and to no other', () => {
    const reports = staffRouteScope(['orders', 'catalogue']);
    expect(reports).toEqual(['orders|catalogue|admin']);
    expect(hasScope({ scope: ['catalogue'] }, reports)).toBe(true);
    expect(hasScope({ scope: ['admin'] }, reports)).toBe(true);
    expect(hasScope({ scope: ['support'] }, reports)).toBe(false);
    expect(staffRouteScope(['admin'])).toEqual(staffRouteScope('admin'));
  });
});
