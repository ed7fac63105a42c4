import { PAGES } from '@seaside/contract';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useEffect, useState } from 'react';
import { matchRoutes, Navigate, type RouteObject, useLocation, useRoutes } from 'react-router';
import { RootLayout } from '@/components/layouts/RootLayout';
import { BookNowShell } from '@/features/booking/components/BookNowShell';
import { loadChunk } from '@/lib/chunk-loader';

/**
 * React Router in declarative mode (useRoutes) rather than as a data router: the app needs no
 * loaders or actions, and the data router alone would add ~16 kB gzip to every first load
 * (docs/performance.md). Pages are React.lazy components; the root error boundary
 * (components/errors) shows failures, and AppRoutes starts every chunk a path needs at once.
 */
interface LazyPage {
  /** The React.lazy component, and the loaded component once the chunk is in. */
  view: {
    key: string;
    Lazy: LazyExoticComponent<ComponentType>;
    loaded?: ComponentType;
    Shell?: ComponentType;
    /** Called once the shell is on screen. */
    shellShown?: () => void;
  };
  /** Starts (once) loading the chunk(s); rejections are left to the rendering of the page. */
  preload: () => Promise<unknown>;
}

let nextPageKey = 0;

/**
 * A page chunk loaded with the 120 s timeout and the "Loading chunk N failed" error of product
 * spec section 8. `mui: true` also loads the MUI theme (MuiProvider) and wraps the component in
 * it: use it for MUI screens that are not under an already wrapped layout (admin children inherit it).
 * `shell`: a light plain-CSS look of the page shown while its chunks load (instead of the spinner).
 */
function page(
  chunk: string,
  load: () => Promise<ComponentType>,
  options: { mui?: boolean; shell?: ComponentType } = {},
): LazyPage {
  let loading: Promise<{ default: ComponentType }> | undefined;
  let shellShown = () => {};
  // A page with a shell fetches its (heavy) chunks once the shell is on screen, so the download
  // does not compete with the first paint on a slow connection.
  const ready = options.shell ? new Promise<void>((resolve) => (shellShown = resolve)) : Promise.resolve();
  const preload = () => {
    loading ??= ready
      .then(() =>
        options.mui
          ? Promise.all([loadChunk(chunk, load), loadChunk('mui', () => import('./mui-provider'))]).then(
              ([Component, { withMui }]) => withMui(Component),
            )
          : loadChunk(chunk, load),
      )
      .then((Component) => {
        view.loaded = Component;
        return { default: Component };
      });
    return loading;
  };
  const view: LazyPage['view'] = {
    key: `page-${nextPageKey++}`,
    Lazy: lazy(preload),
    Shell: options.shell,
    shellShown: () => shellShown(),
  };
  return { view, preload };
}

/**
 * A lazy page: rendered at once when its chunk is in (React.lazy alone would still suspend a
 * moment). The choice is kept for the life of the view, so a page never remounts when it loads.
 */
function PageView({ view }: { view: LazyPage['view'] }) {
  const [Page] = useState(() => view.loaded ?? view.Lazy);
  const { Shell } = view;
  if (Shell && Page === view.Lazy) {
    return (
      <Suspense fallback={<ShellView Shell={Shell} onShown={view.shellShown} />}>
        <Page />
      </Suspense>
    );
  }
  return <Page />;
}

/** A page's shell; tells the page once it has been painted (the next frame after it mounted). */
function ShellView({ Shell, onShown }: { Shell: ComponentType; onShown?: () => void }) {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => onShown?.(), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      // Unmounted before it was painted (e.g. the page was left): the page may load at once.
      onShown?.();
    };
  }, [onShown]);
  return <Shell />;
}

/** The route fields of a lazy page: its element, and its preload for AppRoutes. */
function lazyRoute({ view, preload }: LazyPage): Pick<RouteObject, 'element' | 'handle'> {
  return { element: <PageView key={view.key} view={view} />, handle: { preload, shell: Boolean(view.Shell) } };
}

const publicLayout = page('public', () => import('@/components/layouts/PublicLayout').then((m) => m.PublicLayout));
const homePage = page('public', () => import('@/features/public/components/HomePage').then((m) => m.HomePage));
const adminLayout = page('admin', () => import('@/features/admin/layout/AdminLayout').then((m) => m.AdminLayout), {
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
              page('how-it-works', () =>
                import('@/features/public/components/HowItWorksPage').then((m) => m.HowItWorksPage),
              ),
            ),
          },
          {
            path: PAGES.bookNow,
            ...lazyRoute(
              page('booking', () => import('@/features/booking/components/BookNowPage').then((m) => m.BookNowPage), {
                mui: true,
                shell: BookNowShell,
              }),
            ),
          },
          {
            path: PAGES.success,
            ...lazyRoute(
              page(
                'booking',
                () => import('@/features/booking/components/PaymentResultPage').then((m) => m.PaymentResultPage),
                { mui: true },
              ),
            ),
          },
          {
            path: '*',
            ...lazyRoute(
              page('not-found', () => import('@/features/public/components/NotFoundPage').then((m) => m.NotFoundPage)),
            ),
          },
        ],
      },

      // Admin area.
      {
        path: PAGES.adminLogin,
        ...lazyRoute(
          page(
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
              page('admin-users', () => import('@/features/admin/users/components/UsersPage').then((m) => m.UsersPage)),
            ),
          },
          {
            path: PAGES.adminDates,
            ...lazyRoute(
              page('admin-dates', () => import('@/features/admin/dates/components/DatesPage').then((m) => m.DatesPage)),
            ),
          },
          {
            path: PAGES.adminQuestions,
            ...lazyRoute(
              page('admin-questions', () =>
                import('@/features/admin/questions/components/QuestionsPage').then((m) => m.QuestionsPage),
              ),
            ),
          },
          {
            path: PAGES.adminMessages,
            ...lazyRoute(
              page('admin-messages', () =>
                import('@/features/admin/messages/components/MessagesPage').then((m) => m.MessagesPage),
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
          page('puzzle-access', () =>
            import('@/features/puzzle/components/AccessCodePage').then((m) => m.AccessCodePage),
          ),
        ),
      },
      {
        path: PAGES.puzzleToken(':token'),
        ...lazyRoute(page('puzzle', () => import('@/features/puzzle/components/TokenPage').then((m) => m.TokenPage))),
      },
    ],
  },
];

/**
 * Starts loading the chunks of every route matching `pathname` together (a layout and its page in
 * parallel); resolves when they are all in (never rejects: a failure shows when the page renders).
 * With `beforeShell`, resolves once all but the pages that have a loading shell are in: what the
 * first paint needs.
 */
export function preloadRoutes(pathname: string, { beforeShell = false } = {}): Promise<void> {
  const loads = (matchRoutes(routes, pathname) ?? []).map((match) => {
    const handle = match.route.handle as { preload?: () => Promise<unknown>; shell?: boolean } | undefined;
    const loading = handle?.preload?.().catch(() => undefined);
    return beforeShell && handle?.shell ? undefined : loading;
  });
  return Promise.all(loads).then(() => undefined);
}

/** The routes of the current location; the chunks of a new path start loading before it renders. */
export function AppRoutes() {
  // Cheap and idempotent (each chunk loads once), so simply on every render.
  void preloadRoutes(useLocation().pathname);
  return useRoutes(routes);
}
