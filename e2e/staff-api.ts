import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { timeStep, totpCode } from '../api/src/modules/staff/totp';
import { E2E_DIR } from './e2e-env';
import { e2eAdmin } from './staff-admin';

type Envelope<T> = { code: number; message: string; data: T; token?: string };

// A TOTP code works once: the newest step used is kept beside the e2e database, so journeys (and a retried
// journey in a new worker) that sign in within the same 30 s use the next step, which the shop also accepts.
const STEP_FILE = path.join(E2E_DIR, 'staff-admin-step');

async function nextStep(): Promise<number> {
  const used = existsSync(STEP_FILE) ? Number(readFileSync(STEP_FILE, 'utf8')) : 0;
  const step = Math.max(timeStep(Date.now()), used + 1);
  // Past the one step of clock drift the shop allows: wait for the clock (at most one step, rarely).
  while (step > timeStep(Date.now()) + 1) await new Promise((resolve) => setTimeout(resolve, 500));
  writeFileSync(STEP_FILE, String(step));
  return step;
}

/** The e2e shop's admin over the API, signed in with password and authenticator code, as the console does. */
export async function adminApi(request: APIRequestContext) {
  const admin = e2eAdmin();
  const login = (await (await request.post('/api/auth/login', { data: { account: admin.account, password: admin.password } })).json()) as
    Envelope<{ secondFactor: { step: string; challenge: string } }>;
  expect(login.data.secondFactor.step).toBe('totp');
  const code = totpCode(admin.secret, await nextStep());
  const signedIn = (await (await request.post('/api/auth/second-factor', { data: { challenge: login.data.secondFactor.challenge, code } })).json()) as Envelope<null>;
  expect(signedIn.code, signedIn.message).toBe(200);
  const headers = { authorization: `Bearer ${signedIn.token}` };
  return {
    /** The admin's bearer header, for calls this helper does not wrap (e.g. publishing a release). */
    headers,
    /** Gives a registered account staff scopes (the console's staff page does the same); answers its enrolment code. */
    async grant(account: string, scope: string[]): Promise<string> {
      const body = (await (await request.post('/api/backoffice/staff/grant', { headers, data: { account, scope } })).json()) as Envelope<{ enrolmentCode: string }>;
      expect(body.code, body.message).toBe(200);
      return body.data.enrolmentCode;
    },
  };
}
