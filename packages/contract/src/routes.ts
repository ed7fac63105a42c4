/**
 * A path ending in one parameter: called with a value it gives the URL to request (the value
 * encoded); its `pattern` is the route the server registers (`…/:name`).
 */
function withParam(prefix: string, name: string): ((value: string) => string) & { pattern: string } {
  return Object.assign((value: string) => `${prefix}${encodeURIComponent(value)}`, { pattern: `${prefix}:${name}` });
}

/** Every API path starts with this; no page does. */
export const API_PREFIX = '/api';

/** API paths of product-spec section 7, shared by server routes and the web client. */
export const API = {
  health: '/api/health',
  openApi: '/api/openapi.json',
  docs: '/api/docs',
  payment: {
    checkout: '/api/payment/checkout',
    verifySession: '/api/payment/verify-session',
    webhook: '/api/payment/webhook',
  },
  date: {
    publicList: '/api/date/public-list',
    list: '/api/date/list',
    lock: '/api/date/lock-dates',
    delete: '/api/date/delete',
    availability: '/api/date/availability',
    capacity: '/api/date/capacity',
    capacityOfDate: withParam('/api/date/capacity/', 'date'),
  },
  user: {
    list: '/api/user/list',
    createParticipant: '/api/user/admin/create-participant',
    deleteParticipant: withParam('/api/user/admin/delete-participant/', 'id'),
    update: withParam('/api/user/update/', 'id'),
    cancel: withParam('/api/user/admin/cancel/', 'id'),
    refund: withParam('/api/user/admin/refund/', 'id'),
    login: '/api/user/admin/login',
    logout: '/api/user/admin/logout',
    refreshToken: '/api/user/refresh-token',
    /** The Booking List as CSV, with the list's filters (operations.md section 5). */
    export: '/api/user/export',
  },
  questions: {
    list: '/api/questions/list',
    create: '/api/questions/create',
    update: withParam('/api/questions/update/', 'id'),
    toggleStatus: withParam('/api/questions/toggle-status/', 'id'),
    addAnswer: withParam('/api/questions/add-answer/', 'id'),
    delete: withParam('/api/questions/delete/', 'id'),
    reorder: '/api/questions/reorder',
  },
  configs: {
    list: '/api/configs/list',
    update: withParam('/api/configs/update/', 'key'),
    refresh: '/api/configs/messages/refresh',
  },
  access: {
    validateCode: '/api/access/validate-code',
    validateToken: withParam('/api/access/validate/', 'token'),
  },
  puzzle: {
    start: '/api/puzzle/start',
    send: '/api/puzzle/send',
  },
  leaderboard: '/api/leaderboard',
  /** The customer's own booking page (booking-lifecycle.md section 4); the token is the manage token. */
  manage: {
    get: withParam('/api/booking/manage/', 'token'),
    changeDate: Object.assign((token: string) => `/api/booking/manage/${encodeURIComponent(token)}/change-date`, {
      pattern: '/api/booking/manage/:token/change-date',
    }),
    cancel: Object.assign((token: string) => `/api/booking/manage/${encodeURIComponent(token)}/cancel`, {
      pattern: '/api/booking/manage/:token/cancel',
    }),
  },
  ops: {
    summary: '/api/ops/summary',
    hideLeaderboardEntry: Object.assign(
      (bookingId: string) => `/api/ops/leaderboard/${encodeURIComponent(bookingId)}/hide`,
      { pattern: '/api/ops/leaderboard/:bookingId/hide' },
    ),
    live: '/api/ops/live',
    transcript: Object.assign((bookingId: string) => `/api/ops/live/${encodeURIComponent(bookingId)}/transcript`, {
      pattern: '/api/ops/live/:bookingId/transcript',
    }),
    clueStats: '/api/ops/clue-stats',
  },
  audit: {
    list: '/api/audit/list',
  },
} as const;

/**
 * The refresh cookie's path: the narrowest one above both refresh-token and logout, so no page
 * and no other API area receives it.
 */
export const REFRESH_COOKIE_PATH = `${API_PREFIX}/user`;

/** Browser routes of product-spec section 2. */
export const PAGES = {
  home: '/',
  homeAlias: '/home',
  bookNow: '/book-now',
  howItWorks: '/how-it-works',
  leaderboard: '/leaderboard',
  terms: '/terms',
  success: '/success',
  adminLogin: '/admin/login',
  /** The login page saying why it is shown: the session could not be renewed. */
  adminLoginSessionEnded: '/admin/login?session=ended',
  adminDashboard: '/admin/dashboard',
  adminUsers: '/admin/users',
  adminDates: '/admin/date-config',
  adminQuestions: '/admin/questions',
  adminMessages: '/admin/message-config',
  adminLive: '/admin/live',
  adminActivity: '/admin/activity',
  puzzleAccess: '/puzzle/access',
  puzzleToken: (token: string) => `/puzzle/access/${token}`,
  manageBooking: '/booking/manage/:token',
  manageBookingFor: (token: string) => `/booking/manage/${token}`,
} as const;
