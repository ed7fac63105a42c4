import { PAGES } from '@seaside/contract';
import { type ComponentType, type LazyExoticComponent, lazy, type ReactNode, Suspense } from 'react';
import { matchRoutes, Navigate, type RouteObject, useLocation, useRoutes } from 'react-router';
import { RootLayout } from '@/components/layouts/RootLayout';
import { AfterPaint } from '@/components/ui/AfterPaint';
import { PageFallback } from '@/components/ui/PageFallback';
import { BookNowShell } from '@/features/booking/components/BookNowShell';
import { loadChunk } from '@/lib/chunk-loader';

/**
 * React Router in declarative mode (useRoutes) rather than as a data router: the app needs no
 * loaders or actions, and the data router alone would add ~16 kB gzip to every first load
 * (docs/performance.md). Every page is a React.lazy component under its own Suspense boundary
 * with a visible fallback; the root error boundary (components/errors) shows failures, and
 * AppRoutes starts every chunk a path needs at once (a layout and its page in parallel).
 */
interface LazyPage {
  /** Keys the page's Suspense boundary (see lazyRoute). */
  id: string;
  Page: LazyExoticComponent<ComponentType>;
  /** Starts (once) loading the chunk(s); rejections are left to the rendering of the page. */
  preload: () => Promise<unknown>;
}

/**
 * A page chunk loaded with the 120 s timeout and the "Loading chunk N failed" error of product
 * spec section 8. `mui: true` also loads the MUI theme (MuiProvider) and wraps the component in
 * it: use it for MUI screens that are not under an already wrapped layout (admin children inherit it).
 */
let nextPageId = 0;

function lazyPage(chunk: string, load: () => Promise<ComponentType>, { mui = false } = {}): LazyPage {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () => {
    loading ??= (
      mui
        ? Promise.all([loadChunk(chunk, load), loadChunk('mui', () => import('./mui-provider'))]).then(
            ([Component, { withMui }]) => withMui(Component),
          )
        : loadChunk(chunk, load)
    ).then((Component) => ({ default: Component }));
    return loading;
  };
  return { id: `${chunk}:${nextPageId++}`, Page: lazy(preload), preload };
}

/**
 * The route fields of a lazy page: its element under a Suspense boundary, and its preload for
 * AppRoutes. The boundary is keyed by the page, so a navigation (a transition) to a page whose
 * chunk is not in yet mounts a new boundary and shows its fallback, rather than keeping the
 * previous page's boundary on screen with whatever that page renders meanwhile (nothing, for the
 * login page that has just signed in).
 */
function lazyRoute(
  { id, Page, preload }: LazyPage,
  fallback: ReactNode = <PageFallback />,
): Pick<RouteObject, 'element' | 'handle'> {
  return {
    element: (
      <Suspense key={id} fallback={fallback}>
        <Page />
      </Suspense>
    ),
    handle: { preload },
  };
}

/**
 * A lazy page with a loading shell (a plain-CSS look of the page): the shell is painted first and
 * the page's chunks are fetched after it (AfterPaint), so on a slow connection they do not delay
 * the first paint. Not preloaded with the other routes of its path, for the same reason.
 */
function shellRoute({ id, Page }: LazyPage, shell: ReactNode): Pick<RouteObject, 'element'> {
  return {
    element: (
      <AfterPaint key={id} fallback={shell}>
        <Suspense fallback={shell}>
          <Page />
        </Suspense>
      </AfterPaint>
    ),
  };
}

const publicLayout = lazyPage('public', () => import('@/components/layouts/PublicLayout').then((m) => m.PublicLayout));
const homePage = lazyPage('public', () => import('@/features/public/components/HomePage').then((m) => m.HomePage));
const adminLayout = lazyPage('admin', () => import('@/features/admin/shared/AdminLayout').then((m) => m.AdminLayout), {
  mui: true,
});

/** Paths come from PAGES (the contract's single route map); child paths are absolute. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      // Public area: navbar + footer layout (product spec section 2).
      {
        ...lazyRoute(publicLayout),
        children: [
          { path: PAGES.home, ...lazyRoute(homePage) },
          { path: PAGES.homeAlias, ...lazyRoute(homePage) },
          {
            path: PAGES.howItWorks,
            ...lazyRoute(
              lazyPage('how-it-works', () =>
                import('@/features/public/components/HowItWorksPage').then((m) => m.HowItWorksPage),
              ),
            ),
          },
          {
            path: PAGES.leaderboard,
            ...lazyRoute(
              lazyPage('leaderboard', () =>
                import('@/features/public/components/LeaderboardPage').then((m) => m.LeaderboardPage),
              ),
            ),
          },
          {
            path: PAGES.bookNow,
            ...shellRoute(
              lazyPage(
                'booking',
                () => import('@/features/booking/components/BookNowPage').then((m) => m.BookNowPage),
                {
                  mui: true,
                },
              ),
              <BookNowShell />,
            ),
          },
          {
            path: PAGES.success,
            ...lazyRoute(
              lazyPage(
                'booking',
                () => import('@/features/booking/components/PaymentResultPage').then((m) => m.PaymentResultPage),
                { mui: true },
              ),
            ),
          },
          {
            path: PAGES.terms,
            ...lazyRoute(
              lazyPage('terms', () => import('@/features/public/components/TermsPage').then((m) => m.TermsPage)),
            ),
          },
          {
            path: PAGES.manageBooking,
            ...lazyRoute(
              lazyPage(
                'manage',
                () => import('@/features/manage/components/ManageBookingPage').then((m) => m.ManageBookingPage),
                { mui: true },
              ),
            ),
          },
          {
            path: '*',
            ...lazyRoute(
              lazyPage('not-found', () =>
                import('@/features/public/components/NotFoundPage').then((m) => m.NotFoundPage),
              ),
            ),
          },
        ],
      },

      // Admin area.
      {
        path: PAGES.adminLogin,
        ...lazyRoute(
          lazyPage(
            'admin-auth',
            () => import('@/features/admin/auth/components/AdminLoginPage').then((m) => m.AdminLoginPage),
            { mui: true },
          ),
        ),
      },
      {
        path: '/admin',
        ...lazyRoute(adminLayout),
        children: [
          { index: true, element: <Navigate to={PAGES.adminUsers} replace /> },
          {
            path: PAGES.adminUsers,
            ...lazyRoute(
              lazyPage('admin-users', () =>
                import('@/features/admin/users/components/UsersPage').then((m) => m.UsersPage),
              ),
            ),
          },
          {
            path: PAGES.adminDates,
            ...lazyRoute(
              lazyPage('admin-dates', () =>
                import('@/features/admin/dates/components/DatesPage').then((m) => m.DatesPage),
              ),
            ),
          },
          {
            path: PAGES.adminQuestions,
            ...lazyRoute(
              lazyPage('admin-questions', () =>
                import('@/features/admin/questions/components/QuestionsPage').then((m) => m.QuestionsPage),
              ),
            ),
          },
          {
            path: PAGES.adminMessages,
            ...lazyRoute(
              lazyPage('admin-messages', () =>
                import('@/features/admin/messages/components/MessagesPage').then((m) => m.MessagesPage),
              ),
            ),
          },
          {
            path: PAGES.adminLive,
            ...lazyRoute(
              lazyPage('admin-live', () => import('@/features/admin/live/components/LivePage').then((m) => m.LivePage)),
            ),
          },
          {
            path: PAGES.adminActivity,
            ...lazyRoute(
              lazyPage('admin-activity', () =>
                import('@/features/admin/activity/components/ActivityPage').then((m) => m.ActivityPage),
              ),
            ),
          },
          { path: '*', element: <Navigate to={PAGES.adminUsers} replace /> },
        ],
      },

      // Player screens: plain CSS, no MUI (the access page has a 110 kB first-load budget).
      {
        path: PAGES.puzzleAccess,
        ...lazyRoute(
          lazyPage('puzzle-access', () =>
            import('@/features/puzzle/components/AccessCodePage').then((m) => m.AccessCodePage),
          ),
        ),
      },
      {
        path: PAGES.puzzleToken(':token'),
        ...lazyRoute(
          lazyPage('puzzle', () => import('@/features/puzzle/components/TokenPage').then((m) => m.TokenPage)),
        ),
      },
    ],
  },
];

/**
 * Starts loading the chunks of every route matching `pathname` together; resolves when they are
 * all in (never rejects: a failure shows when the page renders).
 */
export function preloadRoutes(pathname: string): Promise<void> {
  const loads = (matchRoutes(routes, pathname) ?? []).map((match) => {
    const handle = match.route.handle as { preload?: () => Promise<unknown> } | undefined;
    return handle?.preload?.().catch(() => undefined);
  });
  return Promise.all(loads).then(() => undefined);
}

/** The routes of the current location; the chunks of a new path start loading before it renders. */
export function AppRoutes() {
  // Cheap and idempotent (each chunk loads once), so simply on every render.
  void preloadRoutes(useLocation().pathname);
  return useRoutes(routes);
}
