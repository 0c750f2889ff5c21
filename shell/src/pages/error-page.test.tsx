import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ErrorPage } from './error-page';

function renderAt(element: React.ReactElement) {
  return render(<MemoryRouter initialEntries={['/en/x']}>{element}</MemoryRouter>);
}

describe('error page (spec §2, §8)', () => {
  it('shows the 410 image for status 410 and the 404 image otherwise', () => {
    const { unmount } = renderAt(<ErrorPage status={410} message="gone" />);
    expect(document.querySelector('.error-image')?.getAttribute('data-image')).toBe('410');
    unmount();
    renderAt(<ErrorPage status={500} message="Unknown middleware nope" />);
    expect(document.querySelector('.error-image')?.getAttribute('data-image')).toBe('404');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Unknown middleware nope');
  });

  it('always links back to the language root', () => {
    renderAt(<ErrorPage status={404} />);
    expect(screen.getByRole('link').getAttribute('href')).toBe('/zh/');
  });
});
