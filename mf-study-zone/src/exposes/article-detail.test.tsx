import { Component, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { InternalAxiosRequestConfig } from 'axios';
import { apiClient } from '@labmall/shared/api/client';
import { createFakeAdapter, sentBody, type FakeReply } from '@labmall/shared/api/test-adapter';
import { isPageError, type PageError } from '@labmall/shared/routing/page-error';
import { appStore } from '@labmall/shared/store/app-store';
import ArticleDetail from './article-detail';

const ok = (data: unknown): FakeReply => ({ body: { code: 200, message: 'ok', data } });
const article = {
  id: 43, section: 'BTS', contentType: 7, ecmtType: null, title: 'Setting up BTS channels', summary: 'Contact resistance first.',
  author: 'Lab', tags: ['BTS'], cover: null, hasVideo: true, publishedAt: '2026-03-03T00:00:00.000Z', updatedAt: '2026-03-04T00:00:00.000Z',
  files: [{ id: 5, name: '接线图.pdf', mimeType: 'application/pdf', size: 2421, url: '/api/content/file/5' }],
  bodyHtml: '<h2>Cables</h2><p>Use four wires.</p>', languages: ['zh', 'en'],
  video: { url: '/api/content/file/6', mimeType: 'video/webm', captions: [{ lang: 'en', url: '/api/content/file/7' }, { lang: 'zh', url: '/api/content/file/8' }] },
  relatedProducts: [{ id: 40205, name: 'Kelvin clips', image: null }], relatedArticles: [{ id: 44, section: 'guide', title: 'First CV' }],
  previous: null, next: { id: 42, title: 'Formation' },
};

let replies: Record<string, FakeReply>;
let requests: InternalAxiosRequestConfig[];
const calls = (url: string) => requests.filter((r) => r.url === url);

class Catch extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <p data-testid="caught">{isPageError(error) ? `${(error as PageError).status} ${error.message}` : `other ${String(error)}`}</p>;
  }
}

const renderPage = (path = '/en/studyEnjoy/BTSDetail/43') => render(
  <MemoryRouter initialEntries={[path]}>
    <Routes><Route path="/:lang/studyEnjoy/BTSDetail/:id" element={<Catch><ArticleDetail section="BTS" /></Catch>} /></Routes>
  </MemoryRouter>,
);

beforeEach(() => {
  vi.stubGlobal('__APP_NAME__', 'mf_study_zone');
  vi.stubGlobal('__APP_VERSION__', 'test');
  appStore.getState().setLanguage('2');
  appStore.getState().setAuthUser(null);
  replies = { '/api/content/get': ok(article), '/api/content/read': ok({ recorded: true }) };
  const fake = createFakeAdapter((config) => replies[config.url ?? ''] ?? { status: 404, body: { code: 404, message: 'no route', data: null } });
  requests = fake.requests;
  apiClient.defaults.adapter = fake.adapter;
});

afterEach(() => {
  apiClient.defaults.adapter = undefined;
  appStore.getState().setAuthUser(null);
  vi.unstubAllGlobals();
});

describe('article detail page', () => {
  it('shows the article with its downloads, captioned video, related links, title and Article JSON-LD', async () => {
    renderPage();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Setting up BTS channels');
    expect(calls('/api/content/get')[0]?.params).toEqual({ id: 43, section: 'BTS' });
    expect(screen.getByRole('heading', { name: 'Cables' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'studyZone.downloadFile' }).getAttribute('href')).toBe('/api/content/file/5');
    expect(screen.getByText('2.4 KB')).toBeTruthy();
    const tracks = [...document.querySelectorAll('video track')].map((t) => `${t.getAttribute('srclang')} ${t.hasAttribute('default')}`);
    expect(tracks).toEqual(['en true', 'zh false']);
    expect(screen.getByRole('link', { name: 'Kelvin clips' }).getAttribute('href')).toBe('/en/product/40205');
    expect(screen.getByRole('link', { name: 'First CV' }).getAttribute('href')).toBe('/en/studyEnjoy/guideDetail/44');
    await waitFor(() => expect(document.title).toMatch(/^Setting up BTS channels - /));
    const jsonLd = document.head.querySelector('script[data-json-ld="Article"]');
    expect(JSON.parse(jsonLd?.textContent ?? '{}')).toMatchObject({ '@type': 'Article', headline: 'Setting up BTS channels', datePublished: article.publishedAt });
    // A guest's view is not a read.
    expect(calls('/api/content/read')).toHaveLength(0);
  });

  it('tells the server when a signed-in reader opened the article', async () => {
    appStore.getState().setAuthUser({ id: 1, account: 'a@lab.example', nickname: 'A', scope: [] } as never);
    renderPage();
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(calls('/api/content/read')).toHaveLength(1));
    expect(sentBody(calls('/api/content/read')[0]!)).toEqual({ id: 43 });
  });

  it('throws a 404 PageError for an unknown article, for the shell error page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    replies['/api/content/get'] = { status: 404, body: { code: 404, message: 'This article does not exist or has been withdrawn', data: null } };
    renderPage();
    expect((await screen.findByTestId('caught')).textContent).toBe('404 This article does not exist or has been withdrawn');
    vi.mocked(console.error).mockRestore();
  });

  it('is the same 404 for an id no article can have, without asking the API (its 400 would be an error state)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage('/en/studyEnjoy/BTSDetail/99999999999');
    expect((await screen.findByTestId('caught')).textContent).toBe('404 studyZone.notFound');
    expect(calls('/api/content/get')).toHaveLength(0);
    vi.mocked(console.error).mockRestore();
  });
});
