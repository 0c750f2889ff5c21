import { lazy, Suspense } from 'react';
import type { ShellPageName } from '../routes/route-types';
import { LazyNotFoundPage as NotFoundPage } from './lazy-error-page';

// Rarely the first page of a visit: loaded when shown rather than with the shell.
const InfoPage = lazy(() => import('./info-page'));
const LoginPage = lazy(() => import('./login-page'));

/** The pages the shell owns itself (spec: login, permission, developing, mobilePrompt, 404). */
export function ShellPage({ name }: { name: ShellPageName }) {
  if (name === 'notFound') return <NotFoundPage />;
  return <Suspense fallback={null}>{name === 'login' ? <LoginPage /> : <InfoPage name={name} />}</Suspense>;
}
