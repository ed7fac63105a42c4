import type { FastifyPluginAsync } from 'fastify';
import { datesPublicRoutes } from './dates/dates.public.routes.js';
import { healthRoutes } from './health/health.routes.js';
import { paymentRoutes } from './payments/payments.routes.js';

/** Routes anyone may call (visitors, players, the payment provider). */
export const publicRoutePlugins: FastifyPluginAsync[] = [healthRoutes, paymentRoutes, datesPublicRoutes];

/** Routes behind the admin guard (plugins/admin-guard.ts). */
export const adminRoutePlugins: FastifyPluginAsync[] = [];
