import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { languageFromHeader, type Lang } from '../../i18n/language';
import { deliverNotification } from './deliver-notification';
import { messagePage, paymentPage } from './page';
import { createSandboxRepository } from './repository';
import { isSameOrigin } from './same-origin';
import { sandboxCss } from './stylesheet';
import { urlPrefix } from './texts';

const params = z.object({ paymentNo: z.string().max(64) }).strict();
// A hosted page, not an API call: stray query parameters (tracking tags) must not turn it into an error.
const pageQuery = z.object({ lang: z.string().max(8).optional() });
const payForm = z.object({ lang: z.string().max(8).optional() }).strict();

/** `lang` (zh/en/ja/ko, or the shop's jp/kr) when given and known, else the browser's Accept-Language. */
const pageLang = (request: FastifyRequest, requested: string | undefined): Lang =>
  requested && /^(zh|en|ja|jp|ko|kr)$/i.test(requested) ? languageFromHeader(requested) : request.lang;

// The site-wide Referrer-Policy (no-referrer) makes browsers send `Origin: null` with a form post, which the
// same-origin check must refuse; same-origin keeps the real Origin on this page's own post and nothing leaks out.
const sendPage = (reply: FastifyReply, status: number, html: string) =>
  reply.code(status).header('cache-control', 'no-store').header('referrer-policy', 'same-origin').type('text/html; charset=utf-8').send(html);

/**
 * The payment sandbox (docs/checkout-api.md "Payment"): the hosted page that stands in for Alipay, WeChat
 * Pay and UnionPay, outside /api. Paying there notifies the shop the way a gateway does.
 */
export const sandboxRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const repo = createSandboxRepository(app.db);
  // The page's form posts urlencoded; only this plugin accepts that.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.get('/sandbox/sandbox.css', async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/css; charset=utf-8').send(sandboxCss),
  );

  app.get('/sandbox/pay/:paymentNo', { schema: { params, querystring: pageQuery } }, async (request, reply) => {
    const lang = pageLang(request, request.query.lang);
    const payment = await repo.findPayment(request.params.paymentNo);
    if (!payment) return sendPage(reply, 404, messagePage(lang, 'notFound'));
    return sendPage(reply, 200, paymentPage(lang, payment));
  });

  app.post('/sandbox/pay/:paymentNo', { schema: { params, body: payForm } }, async (request, reply) => {
    const lang = pageLang(request, request.body?.lang);
    if (!isSameOrigin(request, config.shopHost)) return sendPage(reply, 403, messagePage(lang, 'forbidden'));
    const payment = await repo.findPayment(request.params.paymentNo);
    if (!payment) return sendPage(reply, 404, messagePage(lang, 'notFound'));
    // Only an open payment is "paid"; anything else just goes to the result page, which shows the truth.
    if (payment.status === 'pending') deliverNotification(app, config.paymentSandboxSecret, payment);
    return reply.redirect(`/${urlPrefix[lang]}/payTypeResult?orderNo=${encodeURIComponent(payment.orderNo)}`, 303);
  });
};
