import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from '@labmall/shared/i18n/react';
import { MemoryRouter } from '@labmall/shared/router';
import { apiClient } from '@labmall/shared/api/client';
import { createFakeAdapter, type FakeReply } from '@labmall/shared/api/test-adapter';
// eslint-disable-next-line no-restricted-imports, import-x/no-restricted-paths -- tests read the real English texts; no runtime code crosses
import en from '../../../../../shared/src/i18n/locales/2.json';
import type { MethodInfo, PaymentStatus } from '../api/payment-types';

/** Test helpers (no test itself): API shapes, a fake server and a view inside a router. */
const i18n = i18next.createInstance();
void i18n.init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false } });

export const ok = (data: unknown): FakeReply => ({ body: { code: 200, message: 'ok', data } });

export const status = (over: Partial<PaymentStatus> = {}): PaymentStatus => ({
  orderNo: 'LM202601010001', status: 'unpaid', payAmount: 186.5, paymentMethod: null, paidAt: null,
  payDeadline: new Date(Date.now() + 30 * 60_000).toISOString(), ...over,
});

export const methods: MethodInfo[] = [
  { method: 'alipay', kind: 'gateway', sandbox: true },
  { method: 'wechat', kind: 'gateway', sandbox: true },
  { method: 'unionpay', kind: 'gateway', sandbox: true },
  { method: 'bank_transfer', kind: 'bank', sandbox: false },
];

export function serve(handler: (url: string) => FakeReply | Promise<FakeReply>) {
  const fake = createFakeAdapter((config) => handler(config.url ?? ''));
  apiClient.defaults.adapter = fake.adapter;
  return fake;
}

export function renderAt(path: string, view: ReactNode) {
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>{view}</MemoryRouter>
    </I18nextProvider>,
  );
}
