import type { FastifyPluginAsync } from 'fastify';
import { healthRoutes } from './health/health.routes.js';

/** Routes anyone may call (visitors, players, the payment provider). */
export const publicRoutePlugins: FastifyPluginAsync[] = [healthRoutes];

/** Routes behind the admin guard (plugins/admin-guard.ts). */
export const adminRoutePlugins: FastifyPluginAsync[] = [];
