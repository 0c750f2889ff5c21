import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { messages } from '../../i18n/messages';
import { signedInUser } from '../../plugins/auth';
import { createDeviceCookies } from './device-cookie';
import { createLoginThrottle } from './login-throttle';
import { rememberLanguage } from './remember-language';
import {
  changePasswordBody,
  loginBody,
  loginResponse,
  logoutBody,
  messageResponse,
  noQuery,
  refreshBody,
  registerBody,
  secondFactorBody,
  secondFactorResponse,
  tokenResponse,
  userResponse,
} from './schemas';
import { createAuthService, publicUser } from './service';
import { createSessionService } from './session-service';
import { bearerToken } from './tokens';
import { createSecondFactorService } from '../staff/second-factor-service';

/** Spec §7 sign-in calls, mounted under /api. `request.ip` honours X-Forwarded-For only with TRUST_PROXY. */
export const authRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const sessions = createSessionService(app.db, config);
  const throttle = createLoginThrottle(app.throttle, config);
  const secondFactor = createSecondFactorService(app.db, sessions, throttle);
  const devices = createDeviceCookies(config.deviceCookieSecret);
  const service = createAuthService({ db: app.db, sessions, secondFactor, throttle, devices });
  // Success answers carry a message in the request's language too: the client may show it as it is.
  const say = (request: FastifyRequest, key: 'registered' | 'signedIn' | 'signedOut' | 'passwordChanged') =>
    messages[request.lang][key];

  app.post('/auth/register', { schema: { body: registerBody, response: { 200: messageResponse } } }, async (request) => {
    await service.register(request.body, request.ip);
    return { code: 200 as const, message: say(request, 'registered'), data: null };
  });

  app.post('/auth/login', { schema: { body: loginBody, response: { 200: loginResponse } } }, async (request, reply) => {
    const client = { ip: request.ip, cookies: request.headers.cookie, secure: request.protocol === 'https' };
    const { outcome, setCookie } = await service.login(request.body, client);
    reply.header('set-cookie', setCookie);
    if ('secondFactor' in outcome) {
      const key = outcome.secondFactor.step === 'enrol' ? 'secondFactorEnrol' : 'secondFactorNeeded';
      return { code: 200 as const, message: messages[request.lang][key], data: { secondFactor: outcome.secondFactor } };
    }
    return { code: 200 as const, message: say(request, 'signedIn'), data: null, ...outcome };
  });

  // The staff sign-in's second step (docs/backoffice-api.md): the challenge from /auth/login and a code.
  app.post('/auth/second-factor', { schema: { body: secondFactorBody, response: { 200: secondFactorResponse } } }, async (request) => {
    await throttle.addressTurn(request.ip); // an address slowed for its wrong passwords waits here too
    const { recoveryCodes, ...tokens } = await secondFactor.complete(request.body);
    return { code: 200 as const, message: say(request, 'signedIn'), data: recoveryCodes ? { recoveryCodes } : null, ...tokens };
  });

  app.post('/auth/refresh', { schema: { body: refreshBody, response: { 200: tokenResponse } } }, async (request) => {
    const tokens = await sessions.refresh(request.body.refresh_token);
    return { code: 200 as const, message: 'ok', data: null, ...tokens };
  });

  app.get(
    '/auth/user',
    { onRequest: app.authenticate, schema: { querystring: noQuery, response: { 200: userResponse } } },
    async (request) => {
      const user = signedInUser(request);
      await rememberLanguage(app.db, user.id, request.lang); // mail goes out in the language of the last visit
      return { code: 200 as const, message: 'ok', data: null, user: publicUser(user) };
    },
  );

  // Idempotent and open: any token it is given ends its session; none, or an unknown one, is still a 200.
  app.post('/auth/logout', { schema: { body: logoutBody, response: { 200: messageResponse } } }, async (request) => {
    await sessions.end({ accessToken: bearerToken(request.headers.authorization), refreshToken: request.body?.refresh_token });
    return { code: 200 as const, message: say(request, 'signedOut'), data: null };
  });

  app.post(
    '/auth/password',
    { onRequest: app.authenticate, schema: { body: changePasswordBody, response: { 200: messageResponse } } },
    async (request) => {
      await service.changePassword(signedInUser(request), request.body, request.ip);
      return { code: 200 as const, message: say(request, 'passwordChanged'), data: null };
    },
  );
};
