import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { RouteEntry } from './route-entry';
import type { RouteDef } from './route-types';

function renderRoute(def: RouteDef, path: string, url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={path} element={<RouteEntry def={def} />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('route entry errors (spec §8)', () => {
  it('shows the 500 page "Unknown middleware {name}" for a route naming an unknown guard', async () => {
    const def: RouteDef = { name: 'x', path: 'x', access: 'public', page: 'developing', titleKey: 'routes.developing', middleware: ['nope'] };
    renderRoute(def, '/:lang/x', '/en/x');
    // The error page's code loads on demand.
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Unknown middleware nope');
    expect(document.querySelector('.error-page')?.getAttribute('data-status')).toBe('500');
  });

  it('shows the not-found page when a parameter fails validation', async () => {
    const def: RouteDef = { name: 'p', path: 'product/:id', access: 'public', page: 'developing', titleKey: 'routes.product' };
    renderRoute(def, '/:lang/product/:id', '/en/product/abc');
    await screen.findByRole('heading', { level: 1 });
    expect(document.querySelector('.error-page')?.getAttribute('data-status')).toBe('404');
  });
});
