import { PAGES } from '@seaside/contract';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { closedCheckoutPage, openCheckoutPage } from './local-checkout.page.js';
import { checkoutBrand, presentOpenCheckout } from './payments.presenter.js';
import type { LocalCheckoutView } from './payments.service.js';
import { LOCAL_CHECKOUT_PATH } from './providers/local.provider.js';

/**
 * The local provider's checkout page (server-behaviour section 3): shows the booking and the amount,
 * "Pay" confirms the payment and returns to /success, "Cancel" returns to /book-now. Plain HTML
 * forms, so it works under the strict CSP without any script.
 */
export const localCheckoutRoutes: FastifyPluginAsync = async (scope) => {
  const { payments } = scope.services;
  const deps = scope.deps;
  const brand = checkoutBrand(deps.config);
  // The Pay and Cancel forms post an empty urlencoded body.
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, _body, done) => done(null, {}),
  );

  const html = (reply: FastifyReply, status: number, body: string) =>
    reply
      .status(status)
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .type('text/html; charset=utf-8')
      .send(body);
  const successUrl = (id: string) => `${PAGES.success}?session_id=${encodeURIComponent(id)}`;

  const render = (reply: FastifyReply, view: LocalCheckoutView) => {
    switch (view.kind) {
      case 'open':
        return html(
          reply,
          200,
          openCheckoutPage(
            brand,
            presentOpenCheckout(view, deps.config.pricePerPlayerPence, deps.config.venueTimeZone),
          ),
        );
      case 'paid':
        return reply.redirect(successUrl(view.session.providerSessionId), 303);
      case 'closed':
        return html(reply, 410, closedCheckoutPage(brand, view.reason));
      default:
        return html(reply, 404, closedCheckoutPage(brand, 'not-found'));
    }
  };

  const hidden = { schema: { hide: true } } as const;

  scope.get<{ Params: { sessionId: string } }>(`${LOCAL_CHECKOUT_PATH}/:sessionId`, hidden, async (request, reply) => {
    const { sessionId } = request.params;
    return render(reply, await payments.localCheckoutView(sessionId));
  });

  scope.post<{ Params: { sessionId: string } }>(
    `${LOCAL_CHECKOUT_PATH}/:sessionId/pay`,
    hidden,
    async (request, reply) => {
      const { sessionId } = request.params;
      const view = await payments.payLocalSession(sessionId);
      // Post/redirect/get: a reload never posts again.
      if (view.kind === 'open') return reply.redirect(`${LOCAL_CHECKOUT_PATH}/${encodeURIComponent(sessionId)}`, 303);
      return render(reply, view);
    },
  );

  scope.post<{ Params: { sessionId: string } }>(
    `${LOCAL_CHECKOUT_PATH}/:sessionId/cancel`,
    hidden,
    async (request, reply) => {
      const { sessionId } = request.params;
      const view = await payments.cancelLocalSession(sessionId);
      if (view.kind === 'paid' || view.kind === 'not-found') return render(reply, view);
      return reply.redirect(PAGES.bookNow, 303);
    },
  );
};
