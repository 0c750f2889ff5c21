import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter, useLocation } from '@labmall/shared/router';
import { initReactI18next } from '@labmall/shared/i18n/react';
import { apiClient } from '@labmall/shared/api/client';
import { createFakeAdapter, type FakeReply } from '@labmall/shared/api/test-adapter';
import { clearSuggestionCache } from './search-suggestions/use-suggestions';
import { SearchBox } from './search-box';
import en from '../../../shared/src/i18n/locales/2.json';

beforeAll(() => i18next.createInstance().use(initReactI18next).init({ lng: 'en', resources: { en: { translation: en } } }));

const suggestions = (word: string): FakeReply => ({ body: { code: 200, message: 'ok', data: {
  products: [
    { id: 5, name: `${word} cathode`, image: '/media/products/5/1.svg', match: 'sku', skuCode: 'NMC-811-100G' },
    { id: 6, name: `${word} anode`, image: '/media/products/6/1.svg', match: 'name' },
  ],
  categories: [{ id: 3, parentId: 0, name: 'Nano materials' }],
  brands: [{ id: 9, name: 'MTI' }],
} } });

let reply: (keyword: string) => FakeReply | Promise<FakeReply>;
let fake: ReturnType<typeof createFakeAdapter>;
beforeEach(() => {
  clearSuggestionCache();
  reply = suggestions;
  fake = createFakeAdapter((config) => reply((config.params as { keyword: string }).keyword));
  apiClient.defaults.adapter = fake.adapter;
});
afterEach(() => (apiClient.defaults.adapter = undefined));

function Probe() {
  const location = useLocation();
  return <div data-testid="at">{location.pathname + location.search}</div>;
}

async function setup() {
  render(<MemoryRouter initialEntries={['/zh/']}><SearchBox /><Probe /></MemoryRouter>);
  const input = screen.getByRole('searchbox') as HTMLInputElement;
  act(() => input.focus());
  await waitFor(() => expect(input.getAttribute('role')).toBe('combobox')); // the lazy chunk arrived
  return input;
}
const type = (input: HTMLInputElement, value: string) => fireEvent.input(input, { target: { value } });
const key = (input: HTMLInputElement, name: string) => fireEvent.keyDown(input, { key: name });
const activeText = (input: HTMLInputElement) => document.getElementById(input.getAttribute('aria-activedescendant') ?? '')?.textContent;
const queriedWords = () => fake.requests.map((r) => (r.params as { keyword: string }).keyword);

describe('search suggestions: an accessible combobox', () => {
  it('opens on typing and is driven by arrow keys, Escape and Enter', async () => {
    const input = await setup();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    type(input, 'NMC');
    await screen.findByRole('option', { name: 'NMC cathode SKU NMC-811-100G' });
    // The combobox state follows the options in an effect: under CI load the assertion ran before it.
    await waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('true'));
    expect(screen.getByRole('listbox').id).toBe(input.getAttribute('aria-controls'));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['NMC cathodeSKU NMC-811-100G', 'NMC anode', 'Nano materials', 'MTI']);
    expect(input.getAttribute('aria-activedescendant')).toBeNull();

    key(input, 'ArrowDown');
    expect(activeText(input)).toBe('NMC cathodeSKU NMC-811-100G');
    expect(screen.getAllByRole('option')[0]!.getAttribute('aria-selected')).toBe('true');
    ['ArrowDown', 'ArrowDown', 'ArrowDown'].forEach((k) => key(input, k));
    expect(activeText(input)).toBe('MTI');
    key(input, 'ArrowDown');
    expect(activeText(input)).toBe('NMC cathodeSKU NMC-811-100G'); // wraps round
    key(input, 'ArrowUp');
    expect(activeText(input)).toBe('MTI');

    key(input, 'Escape');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    expect(screen.queryByRole('option')).toBeNull();
    expect(input.value).toBe('NMC');

    key(input, 'ArrowDown'); // reopens on the first option
    key(input, 'ArrowDown');
    expect(activeText(input)).toBe('NMC anode');
    expect(key(input, 'Enter')).toBe(false); // default prevented: no form submission
    expect(screen.getByTestId('at').textContent).toBe('/zh/product/6');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('lets Enter submit the search while no option is highlighted, and opens a clicked option', async () => {
    const input = await setup();
    type(input, 'NMC');
    await screen.findByRole('option', { name: 'MTI' });
    expect(key(input, 'Enter')).toBe(true);
    fireEvent.click(screen.getByRole('option', { name: 'MTI' }));
    expect(screen.getByTestId('at').textContent).toBe('/zh/search?keyword=MTI&brand=9');
  });

  it('highlights an option the pointer moves over, not one the list merely opened under', async () => {
    const input = await setup();
    type(input, 'NMC');
    const first = await screen.findByRole('option', { name: 'NMC cathode SKU NMC-811-100G' });
    fireEvent.mouseEnter(first); // a resting mouse the list appeared under
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    expect(key(input, 'Enter')).toBe(true); // so Enter still searches for what was typed
    fireEvent.mouseMove(first);
    expect(activeText(input)).toBe('NMC cathodeSKU NMC-811-100G');
  });

  it('asks once per pause in typing and remembers each keyword', async () => {
    const input = await setup();
    type(input, 'N');
    type(input, 'NM');
    type(input, 'NMC');
    await screen.findByRole('option', { name: /^NMC cathode/ });
    expect(queriedWords()).toEqual(['NMC']);
    type(input, 'NM');
    await screen.findByRole('option', { name: /^NM cathode/ });
    type(input, 'NMC');
    expect(screen.getByRole('option', { name: /^NMC cathode/ })).toBeTruthy(); // at once, from the cache
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(queriedWords()).toEqual(['NMC', 'NM']);
  });

  it('ignores a slow answer for an older keyword', async () => {
    const pending = new Map<string, () => void>();
    reply = (word) => new Promise((resolve) => pending.set(word, () => resolve(suggestions(word))));
    const input = await setup();
    type(input, 'Li');
    await waitFor(() => expect(queriedWords()).toEqual(['Li']));
    type(input, 'LiP');
    await waitFor(() => expect(queriedWords()).toEqual(['Li', 'LiP']));
    expect((fake.requests[0]!.signal as AbortSignal).aborted).toBe(true);
    await act(async () => pending.get('Li')!()); // the old answer arrives last but one…
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('option')).toBeNull();
    await act(async () => pending.get('LiP')!()); // …and only the newest is shown
    expect(screen.getAllByRole('option')[0]!.textContent).toBe('LiP cathodeSKU NMC-811-100G');
  });
});
