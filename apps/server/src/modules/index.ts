import type { FastifyPluginAsync } from 'fastify';
import { adminAuthRoutes } from './admin-auth/auth.routes.js';
import { adminBookingRoutes } from './bookings/bookings.routes.js';
import { configRoutes } from './configs/configs.routes.js';
import { datesPublicRoutes } from './dates/dates.public.routes.js';
import { adminDateRoutes } from './dates/dates.routes.js';
import { healthRoutes } from './health/health.routes.js';
import { huntRoutes } from './hunt/hunt.routes.js';
import { paymentRoutes } from './payments/payments.routes.js';
import { questionRoutes } from './questions/questions.routes.js';

/** Routes anyone may call (visitors, players, the payment provider). */
export const publicRoutePlugins: FastifyPluginAsync[] = [
  healthRoutes,
  adminAuthRoutes,
  paymentRoutes,
  datesPublicRoutes,
  huntRoutes,
];

/** Routes behind the admin guard (plugins/admin-guard.ts). */
export const adminRoutePlugins: FastifyPluginAsync[] = [
  adminBookingRoutes,
  adminDateRoutes,
  questionRoutes,
  configRoutes,
];
