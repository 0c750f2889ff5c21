import { lazy, Suspense } from 'react';
import type { ShellPageName } from '../routes/route-types';
import { LazyNotFoundPage as NotFoundPage } from './lazy-error-page';

// Rarely the first page of a visit: loaded when shown rather than with the shell.
const InfoPage = lazy(() => import('./info-page'));
const LoginPage = lazy(() => import('./login-page'));
const ForgotPasswordPage = lazy(() => import('./forgot-password-page'));
const ResetPasswordPage = lazy(() => import('./reset-password-page'));

function pageOf(name: Exclude<ShellPageName, 'notFound'>) {
  switch (name) {
    case 'login':
      return <LoginPage />;
    case 'forgotPassword':
      return <ForgotPasswordPage />;
    case 'resetPassword':
      return <ResetPasswordPage />;
    default:
      return <InfoPage name={name} />;
  }
}

/** The pages the shell owns itself (spec: login, permission, developing, mobilePrompt, 404; the password reset pages). */
export function ShellPage({ name }: { name: ShellPageName }) {
  if (name === 'notFound') return <NotFoundPage />;
  return <Suspense fallback={null}>{pageOf(name)}</Suspense>;
}
