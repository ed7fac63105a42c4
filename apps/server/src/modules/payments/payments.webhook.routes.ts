import { API, errorResponseSchema, webhookResponseSchema } from '@seaside/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/**
 * The Stripe webhook, in its own scope: every body here is kept as the raw bytes the signature
 * was computed over (the JSON parser of the rest of the app never sees it).
 */
export const paymentWebhookRoutes: FastifyPluginAsync = async (scope) => {
  const { payments } = scope.services;
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  scope.withTypeProvider<ZodTypeProvider>().post(
    API.payment.webhook,
    {
      bodyLimit: 512 * 1024,
      schema: {
        tags: ['payment'],
        summary:
          'Stripe webhook (signed): checkout.session.completed / async_payment_succeeded / async_payment_failed / expired, charge.refunded, refund.failed, charge.refund.updated',
        response: {
          200: webhookResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const header = request.headers['stripe-signature'];
      return payments.handleStripeWebhook(raw, typeof header === 'string' ? header : undefined, request.log);
    },
  );
};
