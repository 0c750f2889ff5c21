import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from '@labmall/shared/router';
import type { InternalAxiosRequestConfig } from 'axios';
import { apiClient } from '@labmall/shared/api/client';
import { createFakeAdapter, sentBody, type FakeReply } from '@labmall/shared/api/test-adapter';
import { appStore } from '@labmall/shared/store/app-store';
import { ProductReviews } from './product-reviews';

const review = { id: 1, authorName: 'Dr. Chen', rating: 4, content: 'Dry and clean.', createdAt: '2025-05-01T08:00:00Z' };
let commentReply: FakeReply;
let requests: InternalAxiosRequestConfig[];

beforeEach(() => {
  appStore.getState().setLanguage('2');
  commentReply = { body: { code: 200, message: 'ok', data: { ...review, id: 2 } } };
  const fake = createFakeAdapter((config) =>
    config.url === '/api/productcomment/comment'
      ? commentReply
      : { body: { code: 200, message: 'ok', data: { items: [review], total: 12, page: 1, pageSize: 5 } } },
  );
  requests = fake.requests;
  apiClient.defaults.adapter = fake.adapter;
});
afterEach(() => {
  apiClient.defaults.adapter = undefined;
  appStore.getState().setAuthUser(null);
});

function renderReviews() {
  render(
    <MemoryRouter initialEntries={['/en/product/7']}>
      <ProductReviews productId={7} rating={{ average: 4.3, count: 12 }} />
    </MemoryRouter>,
  );
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'catalog.product.reviewSubmit' }));
const status = () => screen.getByRole('status');

describe('product reviews', () => {
  it('lists a page of reviews with the average and pages through them; guests get a sign-in link', async () => {
    renderReviews();
    expect(await screen.findByText('Dry and clean.')).toBeTruthy();
    expect(screen.getByText('4.3')).toBeTruthy();
    expect(requests[0]?.params).toEqual({ productId: 7, page: 1, pageSize: 5 });
    fireEvent.click(screen.getByRole('button', { name: 'catalog.product.nextPage' }));
    await waitFor(() => expect(requests.at(-1)?.params).toEqual({ productId: 7, page: 2, pageSize: 5 }));
    expect(screen.getByRole('link', { name: 'catalog.product.signInToReview' }).getAttribute('href')).toBe('/en/login');
    expect(screen.queryByRole('button', { name: 'catalog.product.reviewSubmit' })).toBeNull();
  });

  it('checks the form, sends rating and text, thanks the shopper and reloads the list', async () => {
    appStore.getState().setAuthUser({ id: 1 });
    renderReviews();
    await screen.findByText('Dry and clean.');
    submit();
    expect(screen.getByText('catalog.product.reviewRatingRequired')).toBeTruthy();
    expect(screen.getByText('catalog.product.reviewContentRequired')).toBeTruthy();
    expect(requests.filter((r) => r.url === '/api/productcomment/comment')).toHaveLength(0);

    fireEvent.click(screen.getAllByRole('radio')[4]!);
    const text = screen.getByRole('textbox', { name: 'catalog.product.reviewContent' });
    fireEvent.change(text, { target: { value: '  Great purity  ' } });
    expect(screen.getByText('16/500')).toBeTruthy();
    submit();
    await waitFor(() => expect(status().textContent).toBe('catalog.product.reviewThanks'));
    const sent = requests.find((r) => r.url === '/api/productcomment/comment')!;
    expect(sentBody(sent)).toEqual({ productId: 7, rating: 5, content: 'Great purity' });
    expect((text as HTMLTextAreaElement).value).toBe('');
    expect(requests.filter((r) => r.url === '/api/productcomment/list')).toHaveLength(2);
  });

  it.each([
    [403, 'Only buyers of this product can review it'],
    [409, 'You have already reviewed this product'],
    [429, 'Too many reviews, try again later'],
  ])('shows the server message for %i', async (code, message) => {
    appStore.getState().setAuthUser({ id: 1 });
    commentReply = { status: code, body: { code, message, data: null } };
    renderReviews();
    fireEvent.click(screen.getAllByRole('radio')[2]!);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Fine' } });
    submit();
    await waitFor(() => expect(status().textContent).toBe(message));
    expect((screen.getByRole('textbox') as HTMLTextAreaElement).value).toBe('Fine');
  });
});
