import { useEffect, type ReactNode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect } from 'vitest';
import { clearTokens, setTokens } from '@labmall/shared/auth/tokens';
import { appStore } from '@labmall/shared/store/app-store';
import i18next from 'i18next';
import { I18nextProvider } from '@labmall/shared/i18n/react';
import { MemoryRouter, useLocation } from '@labmall/shared/router';
import { apiClient } from '@labmall/shared/api/client';
import { createFakeAdapter, type FakeReply } from '@labmall/shared/api/test-adapter';
import { FRAGMENT_LOADER_KEY, provideFragmentLoader } from '@labmall/shared/ui/remote-slot';
// eslint-disable-next-line no-restricted-imports, import-x/no-restricted-paths -- tests read the real English texts; no runtime code crosses
import en from '../../../../../shared/src/i18n/locales/2.json';
import type { Address, Coupon, PricedLine, Pricing } from '../api/checkout-types';
import type { AddressPickerProps } from '../components/address-section';

/** Test helpers (no test itself): fixtures in the API's shapes, a fake server and the page in a router. */
export const i18n = i18next.createInstance();
void i18n.init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false } });

export const ok = (data: unknown): FakeReply => ({ body: { code: 200, message: 'ok', data } });

export const address = (id: number, isDefault = false): Address => ({
  id, receiver: `Receiver ${id}`, mobile: '13800138000', provinceCode: '310000', cityCode: '310100', districtCode: '310115',
  province: 'Shanghai', city: 'Shanghai', district: 'Pudong', detail: `Lab building ${id}`, postcode: '201203', isDefault,
});

export const line = (over: Partial<PricedLine> = {}): PricedLine => ({
  skuId: 5, productId: 50, cartLineId: 31, name: 'Coin cell case CR2032', spec: '100 pcs', skuCode: 'LM-CR2032', image: '',
  quantity: 2, stock: 40, listPrice: 60, unitPrice: 48, amount: 96, activity: { id: 1, name: 'Spring sale', endsAt: '2030-01-01T00:00:00Z' },
  fullReductionRuleId: 3, problem: null, regulatedClass: null, ...over,
});

export const coupon = (over: Partial<Coupon> = {}): Coupon => ({
  userCouponId: 7, templateId: 1, name: '¥10 off from ¥100', kind: 'cash', amount: 10, rate: null, threshold: 100,
  validTo: '2030-06-30T00:00:00Z', discount: 10, unavailableReason: null, ...over,
});

export const pricing = (over: Partial<Pricing> = {}): Pricing => ({
  lines: [line(), line({ skuId: 6, productId: 60, cartLineId: 32, name: 'Separator film', spec: 'Celgard 2400', skuCode: 'LM-SEP', quantity: 1, listPrice: 120, unitPrice: 120, amount: 120, activity: null, fullReductionRuleId: null })],
  goodsAmount: 216, activitySaving: 24,
  reductions: [{ ruleId: 3, name: '¥20 off every ¥200', kind: 'reduce', eligibleAmount: 216, reduction: 20, nextTier: null }],
  reductionAmount: 20, coupon: coupon(), coupons: [coupon(), coupon({ userCouponId: 8, name: '¥50 off from ¥500', threshold: 500, amount: 50, discount: 0, unavailableReason: 'below_threshold' })],
  couponAmount: 10, shippingAmount: 0, payAmount: 186, pointsToEarn: 186, ...over,
});

/**
 * Routes every API call to `handler`; returns the recorded requests. The confirm-order page also asks for the
 * shopper's lab groups: those calls (`/api/lab-groups…`) go to `groups` (by default: no groups) and are recorded
 * apart, in `groupRequests`, so a test of pricing or submitting sees only its own calls.
 */
export function serve(
  handler: (url: string, config: { data?: unknown; headers: Record<string, unknown> }) => FakeReply | Promise<FakeReply>,
  groups: (url: string) => FakeReply = () => ok({ items: [] }),
) {
  const fake = createFakeAdapter((config) => handler(config.url ?? '', config as never));
  const groupFake = createFakeAdapter((config) => groups(config.url ?? ''));
  apiClient.defaults.adapter = (config) => (config.url?.startsWith('/api/lab-groups') ? groupFake.adapter(config) : fake.adapter(config));
  return { ...fake, groupRequests: groupFake.requests };
}

/** A stand-in for mf_account's picker: preselects the default (as the real one does) and offers each address. */
export function installAddressPicker(addresses: Address[]) {
  function FakePicker({ selectedId, onSelect }: AddressPickerProps) {
    useEffect(() => {
      const preferred = addresses.find((a) => a.isDefault);
      if (selectedId === null && preferred) onSelect(preferred);
    }, [selectedId, onSelect]);
    return (
      <fieldset>
        <legend>Addresses</legend>
        {addresses.map((a) => (
          <label key={a.id}>
            <input type="radio" name="address" checked={selectedId === a.id} onChange={() => onSelect(a)} />
            {a.receiver}
          </label>
        ))}
      </fieldset>
    );
  }
  provideFragmentLoader(async () => ({ default: FakePicker }));
}

export function removeFragmentLoader() {
  delete (globalThis as { [FRAGMENT_LOADER_KEY]?: unknown })[FRAGMENT_LOADER_KEY];
}

function Location() {
  const location = useLocation();
  return <span data-testid="location">{location.pathname + location.search}</span>;
}

export function renderAt(path: string, page: ReactNode) {
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        {page}
        <Location />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

/**
 * Each test of the file as a signed-in shopper reading English, with `addresses` in the address picker (none: the
 * picker is left as the test installs it); the fake server, the picker and the sign-in are undone after each test.
 */
export function signedInShopperForEachTest(addresses: Address[] | null = [address(2, true)]) {
  beforeEach(() => {
    appStore.getState().setLanguage('2');
    setTokens('token-1');
    if (addresses) installAddressPicker(addresses);
  });
  afterEach(() => {
    apiClient.defaults.adapter = undefined;
    removeFragmentLoader();
    clearTokens();
  });
}

/** The button named `name` once it is enabled (the page enables it when the preview has answered). */
export async function enabledButton(name: string): Promise<HTMLButtonElement> {
  const button = await screen.findByRole<HTMLButtonElement>('button', { name });
  await waitFor(() => expect(button.disabled).toBe(false));
  return button;
}
