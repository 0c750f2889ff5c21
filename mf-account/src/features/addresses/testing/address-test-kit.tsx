// Fakes for the address feature's tests (used by *.test.tsx only, never by the remote's code); rendering: src/testing.
import { apiClient } from '@labmall/shared/api/client';
import { createFakeAdapter, sentBody, type FakeReply } from '@labmall/shared/api/test-adapter';
import type { Address } from '../api/address-types';

const names: Record<string, string> = {
  '110000': '北京市', '110100': '北京市', '110101': '东城区',
  '440000': '广东省', '440300': '深圳市', '440305': '南山区', '440100': '广州市', '440106': '天河区',
};

let nextId = 100;
export function address(fields: Partial<Address> = {}): Address {
  const codes = { provinceCode: '440000', cityCode: '440300', districtCode: '440305', ...fields };
  return {
    id: nextId++, receiver: 'Li Lei', mobile: '13800138000', detail: '1 Keyuan Road', postcode: '', isDefault: false,
    province: names[codes.provinceCode] ?? '', city: names[codes.cityCode] ?? '', district: names[codes.districtCode] ?? '',
    ...codes, ...fields,
  };
}

const ok = (data: unknown): FakeReply => ({ body: { code: 200, message: 'ok', data } });

/**
 * A small in-memory stand-in for the address API (docs/checkout-api.md "Addresses"): default first then
 * newest, the first address becomes the default, deleting the default promotes the newest one.
 * `refuse` answers the next add/update with the given reply instead; `calls` and `bodies` record what was sent.
 */
export function serveAddresses(initial: Address[]) {
  const book = { items: [...initial], refuse: null as FakeReply | null, calls: [] as string[], bodies: [] as unknown[] };
  const ordered = () => [...book.items].sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || b.id - a.id);
  const makeDefault = (id: number) => book.items = book.items.map((a) => ({ ...a, isDefault: a.id === id }));
  apiClient.defaults.adapter = createFakeAdapter((config) => {
    const url = config.url ?? '';
    const id = Number((config.params as { id?: number } | undefined)?.id);
    book.calls.push(url);
    if (config.data !== undefined) book.bodies.push(sentBody(config));
    if (url === '/api/address/list') return ok(ordered());
    if ((url === '/api/address/add' || url === '/api/address/update') && book.refuse) {
      const reply = book.refuse;
      book.refuse = null;
      return reply;
    }
    if (url === '/api/address/add') {
      const input = sentBody(config) as Partial<Address>;
      const saved = address({ ...input, isDefault: false });
      book.items.push(saved);
      if (book.items.length === 1 || input.isDefault) makeDefault(saved.id);
      return ok(book.items.find((a) => a.id === saved.id));
    }
    if (url === '/api/address/update') {
      const input = sentBody(config) as Address;
      const rename = ({ province: _p, city: _c, district: _d, ...rest }: Address) => address(rest); // names follow the codes
      book.items = book.items.map((a) => (a.id === input.id ? rename({ ...a, ...input, isDefault: a.isDefault }) : a));
      return ok(book.items.find((a) => a.id === input.id));
    }
    if (url === '/api/address/delete') {
      const wasDefault = book.items.find((a) => a.id === id)?.isDefault;
      book.items = book.items.filter((a) => a.id !== id);
      const newest = [...book.items].sort((a, b) => b.id - a.id)[0];
      if (wasDefault && newest) makeDefault(newest.id);
      return ok({ id });
    }
    if (url === '/api/address/set-default') {
      makeDefault(id);
      return ok(ordered());
    }
    return { status: 404, body: { code: 404, message: 'Not found', data: null } };
  }).adapter;
  return book;
}

export function stopServing() {
  apiClient.defaults.adapter = undefined;
}
