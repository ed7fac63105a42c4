import {
  API,
  checkoutRequestSchema,
  checkoutResponseSchema,
  errorResponseSchema,
  verifySessionQuerySchema,
  verifySessionResponseSchema,
} from '@seaside/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientKey } from '../../core/client-key.js';
import { localCheckoutRoutes } from './local-checkout.routes.js';
import { paymentWebhookRoutes } from './payments.webhook.routes.js';

const tags = ['payment'];

/** Checkout, payment verification, the Stripe webhook and the built-in checkout page. */
export const paymentRoutes: FastifyPluginAsync = async (base) => {
  const { payments } = base.services;
  const deps = base.deps;
  if (deps.config.env === 'production' && deps.paymentProviders.active.name === 'local') {
    base.log.warn(
      'PAYMENT_PROVIDER is local: bookings are confirmed without taking money. Set STRIPE_* to take payments.',
    );
  }
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post(
    API.payment.checkout,
    {
      schema: {
        tags,
        summary: 'Start paying for a booking: creates an unpaid booking and a checkout session',
        description:
          'The server prices the booking (PRICE_PER_PLAYER x teamMemberCount); an `amount` (pounds) that differs is refused. ' +
          'A paid booking with the same e-mail and date gives 409 DUPLICATE_BOOKING unless allowDuplicate is true. ' +
          'A group that does not fit in the places left on the date gives 409 SOLD_OUT; the unpaid booking holds its ' +
          'places until its session expires or is cancelled. adultsConfirmed: false is refused (400); when true, the ' +
          'time of the confirmation is stored.',
        body: checkoutRequestSchema,
        response: {
          200: checkoutResponseSchema,
          400: errorResponseSchema,
          409: errorResponseSchema,
          429: errorResponseSchema,
          502: errorResponseSchema,
        },
      },
    },
    async (request) => payments.createCheckout(request.body, clientKey(request.ip), request.log),
  );

  app.get(
    API.payment.verifySession,
    {
      schema: {
        tags,
        summary: 'Payment result for a checkout session: paid, pending (ask again) or failed',
        querystring: verifySessionQuerySchema,
        response: { 200: verifySessionResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return payments.verifySession(request.query.sessionId, request.log);
    },
  );

  await base.register(paymentWebhookRoutes);
  await base.register(localCheckoutRoutes);
};
