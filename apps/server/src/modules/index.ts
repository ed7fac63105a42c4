import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../app-deps.js';
import { adminAuthRoutes } from './admin-auth/auth.routes.js';
import { AuthService } from './admin-auth/auth.service.js';
import { auditRoutes } from './audit/audit.routes.js';
import { AuditService } from './audit/audit.service.js';
import { adminBookingRoutes } from './bookings/bookings.routes.js';
import { BookingsService } from './bookings/bookings.service.js';
import { configRoutes } from './configs/configs.routes.js';
import { ConfigsService } from './configs/configs.service.js';
import { dashboardRoutes } from './dashboard/dashboard.routes.js';
import { DashboardService } from './dashboard/dashboard.service.js';
import { datesPublicRoutes } from './dates/dates.public.routes.js';
import { adminDateRoutes } from './dates/dates.routes.js';
import { DatesService } from './dates/dates.service.js';
import { healthRoutes } from './health/health.routes.js';
import { huntRoutes } from './hunt/hunt.routes.js';
import { HuntService } from './hunt/hunt.service.js';
import { PlayedContentCache } from './hunt/hunt-content.js';
import { adminLeaderboardRoutes, leaderboardRoutes } from './leaderboard/leaderboard.routes.js';
import { LeaderboardService } from './leaderboard/leaderboard.service.js';
import { liveRoutes } from './live/live.routes.js';
import { LiveService } from './live/live.service.js';
import { adminManageRoutes, manageRoutes } from './manage/manage.routes.js';
import { ManageService } from './manage/manage.service.js';
import { paymentRoutes } from './payments/payments.routes.js';
import { PaymentsService } from './payments/payments.service.js';
import { questionRoutes } from './questions/questions.routes.js';
import { QuestionsService } from './questions/questions.service.js';

/** The service of each domain; routes call them, and a module uses another only through its service. */
export interface Services {
  audit: AuditService;
  auth: AuthService;
  bookings: BookingsService;
  configs: ConfigsService;
  dashboard: DashboardService;
  dates: DatesService;
  hunt: HuntService;
  leaderboard: LeaderboardService;
  live: LiveService;
  manage: ManageService;
  payments: PaymentsService;
  questions: QuestionsService;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

/** Builds every service once (in buildApp), each handed the services it uses. */
export function createServices(deps: AppDeps): Services {
  const dates = new DatesService(deps);
  const configs = new ConfigsService(deps);
  const leaderboard = new LeaderboardService(deps);
  const bookings = new BookingsService(deps, dates, leaderboard);
  const payments = new PaymentsService(deps, bookings, dates);
  const hunt = new HuntService(deps, bookings, new PlayedContentCache(configs), leaderboard);
  const questions = new QuestionsService(deps);
  return {
    audit: new AuditService(deps),
    auth: new AuthService(deps),
    bookings,
    configs,
    dashboard: new DashboardService(deps, bookings),
    dates,
    hunt,
    leaderboard,
    live: new LiveService(deps, bookings, hunt, questions, leaderboard),
    manage: new ManageService(deps, bookings, payments),
    payments,
    questions,
  };
}

/** Routes anyone may call (visitors, players, the payment provider). */
export const publicRoutePlugins: FastifyPluginAsync[] = [
  healthRoutes,
  adminAuthRoutes,
  paymentRoutes,
  datesPublicRoutes,
  huntRoutes,
  leaderboardRoutes,
  manageRoutes,
];

/** Routes behind the admin guard (plugins/admin-guard.ts). */
export const adminRoutePlugins: FastifyPluginAsync[] = [
  adminBookingRoutes,
  adminDateRoutes,
  questionRoutes,
  configRoutes,
  adminLeaderboardRoutes,
  adminManageRoutes,
  liveRoutes,
  auditRoutes,
  dashboardRoutes,
];
