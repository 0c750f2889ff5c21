import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { appStore } from '@labmall/shared/store/app-store';
import { DIALOG_HIDE_DELAY_MS, DialogAwareLink } from './dialog-aware-link';

afterEach(() => vi.useRealTimers());

describe('navigating away from the login dialog (spec §4)', () => {
  it('hides the dialog at once and continues the navigation after 0.5 s', () => {
    vi.useFakeTimers();
    appStore.getState().setLoginDialogVisible(true);
    render(
      <MemoryRouter initialEntries={['/en/shopping']}>
        <Routes>
          <Route path="/en/shopping" element={<DialogAwareLink to="/en/privacy">privacy</DialogAwareLink>} />
          <Route path="/en/privacy" element={<p>privacy page</p>} />
        </Routes>
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'privacy' }));
    expect(appStore.getState().global.loginDialogVisible).toBe(false);
    expect(screen.queryByText('privacy page')).toBeNull();
    act(() => vi.advanceTimersByTime(DIALOG_HIDE_DELAY_MS - 1));
    expect(screen.queryByText('privacy page')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('privacy page').textContent).toBe('privacy page');
  });
});
