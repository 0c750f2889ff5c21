import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from '@labmall/shared/router';
import { SearchBox } from './search-box';

// The suggestion chunk cannot be loaded (deploy in progress, network hiccup).
vi.mock('./search-suggestions/search-suggestions', () => {
  throw new Error('ChunkLoadError: Loading chunk search-suggestions failed');
});

function Probe() {
  const location = useLocation();
  return <div data-testid="at">{location.pathname + location.search}</div>;
}

describe('search box without its suggestions', () => {
  it('stays a working plain search field', async () => {
    render(<MemoryRouter initialEntries={['/zh/']}><SearchBox /><Probe /></MemoryRouter>);
    const input = screen.getByRole('searchbox') as HTMLInputElement;
    await act(async () => input.focus());
    fireEvent.input(input, { target: { value: ' 21324-40-3 ' } });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(input.getAttribute('role')).toBeNull();
    fireEvent.submit(input.form!);
    expect(screen.getByTestId('at').textContent).toBe('/zh/search?keyword=21324-40-3');
  });
});
