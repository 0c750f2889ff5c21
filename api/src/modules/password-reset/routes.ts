import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { messages } from '../../i18n/messages';
import { createLoginThrottle } from '../auth/login-throttle';
import { createSessionService } from '../auth/session-service';
import { resetConfirmBody, resetConfirmResponse, resetRequestBody, resetRequestResponse } from './schemas';
import { createPasswordResetService } from './service';

/** "Forgot password" (docs/mail.md), mounted under /api beside the other sign-in calls. */
export const passwordResetRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const loginThrottle = createLoginThrottle(app.throttle, config);
  const service = createPasswordResetService({ db: app.db, sessions: createSessionService(app.db, config), throttle: app.throttle, loginThrottle });

  app.post('/auth/password-reset', { schema: { body: resetRequestBody, response: { 200: resetRequestResponse } } }, async (request) => {
    const channel = await service.request(request.body, request.ip, request.lang);
    const message = messages[request.lang][channel === 'mobile' ? 'resetRequestedMobile' : 'resetRequested'];
    return { code: 200 as const, message, data: { channel } };
  });

  app.post('/auth/password-reset/confirm', { schema: { body: resetConfirmBody, response: { 200: resetConfirmResponse } } }, async (request) => {
    const outcome = await service.confirm(request.body, request.ip);
    const message = messages[request.lang].passwordReset;
    if (outcome.signIn) return { code: 200 as const, message, data: { signIn: true as const } };
    return { code: 200 as const, message, data: { signIn: false as const }, ...outcome.tokens };
  });
};
