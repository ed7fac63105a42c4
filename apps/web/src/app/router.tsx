import { PAGES } from '@seaside/contract';
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RouteErrorBoundary } from '@/components/errors/RouteErrorBoundary';
import { RootLayout } from '@/components/layouts/RootLayout';
import { PageFallback } from '@/components/ui/PageFallback';
import { loadChunk } from '@/lib/chunk-loader';

/**
 * A route `lazy` that loads one page chunk (with the 120 s timeout and the
 * "Loading chunk N failed" error of product spec section 8) and renders its component.
 * `mui: true` also loads the MUI theme (MuiProvider) and wraps the component in it: use it for
 * MUI screens that are not under an already wrapped layout (admin children inherit it).
 */
function page(chunk: string, load: () => Promise<ComponentType>, options: { mui?: boolean } = {}): RouteObject['lazy'] {
  if (!options.mui) return async () => ({ Component: await loadChunk(chunk, load) });
  return async () => {
    const [Component, { withMui }] = await Promise.all([
      loadChunk(chunk, load),
      loadChunk('mui', () => import('./mui-provider')),
    ]);
    return { Component: withMui(Component) };
  };
}

/** Paths come from PAGES (the contract's single route map); child paths are absolute. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    errorElement: <RouteErrorBoundary />,
    HydrateFallback: PageFallback,
    children: [
      // Public area: navbar + footer layout (product spec section 2).
      {
        lazy: page('public', () => import('@/components/layouts/PublicLayout').then((m) => m.PublicLayout)),
        children: [
          {
            path: PAGES.home,
            lazy: page('public', () => import('@/features/public/components/HomePage').then((m) => m.HomePage)),
          },
          {
            path: PAGES.homeAlias,
            lazy: page('public', () => import('@/features/public/components/HomePage').then((m) => m.HomePage)),
          },
          {
            path: PAGES.howItWorks,
            lazy: page('how-it-works', () =>
              import('@/features/public/components/HowItWorksPage').then((m) => m.HowItWorksPage),
            ),
          },
          {
            path: PAGES.bookNow,
            lazy: page(
              'booking',
              () => import('@/features/booking/components/BookNowPage').then((m) => m.BookNowPage),
              { mui: true },
            ),
          },
          {
            path: PAGES.success,
            lazy: page(
              'booking',
              () => import('@/features/booking/components/PaymentResultPage').then((m) => m.PaymentResultPage),
              { mui: true },
            ),
          },
          {
            path: '*',
            lazy: page('not-found', () =>
              import('@/features/public/components/NotFoundPage').then((m) => m.NotFoundPage),
            ),
          },
        ],
      },

      // Admin area.
      {
        path: PAGES.adminLogin,
        lazy: page(
          'admin-auth',
          () => import('@/features/admin/auth/components/AdminLoginPage').then((m) => m.AdminLoginPage),
          { mui: true },
        ),
      },
      {
        path: '/admin',
        lazy: page('admin', () => import('@/features/admin/layout/AdminLayout').then((m) => m.AdminLayout), {
          mui: true,
        }),
        children: [
          { index: true, element: <Navigate to={PAGES.adminUsers} replace /> },
          {
            path: PAGES.adminUsers,
            lazy: page('admin-users', () =>
              import('@/features/admin/users/components/UsersPage').then((m) => m.UsersPage),
            ),
          },
          {
            path: PAGES.adminDates,
            lazy: page('admin-dates', () =>
              import('@/features/admin/dates/components/DatesPage').then((m) => m.DatesPage),
            ),
          },
          {
            path: PAGES.adminQuestions,
            lazy: page('admin-questions', () =>
              import('@/features/admin/questions/components/QuestionsPage').then((m) => m.QuestionsPage),
            ),
          },
          {
            path: PAGES.adminMessages,
            lazy: page('admin-messages', () =>
              import('@/features/admin/messages/components/MessagesPage').then((m) => m.MessagesPage),
            ),
          },
          { path: '*', element: <Navigate to={PAGES.adminUsers} replace /> },
        ],
      },

      // Player screens: plain CSS, no MUI (the access page has a 110 kB first-load budget).
      {
        path: PAGES.puzzleAccess,
        lazy: page('puzzle-access', () =>
          import('@/features/puzzle/components/AccessCodePage').then((m) => m.AccessCodePage),
        ),
      },
      {
        path: PAGES.puzzleToken(':token'),
        lazy: page('puzzle', () => import('@/features/puzzle/components/TokenPage').then((m) => m.TokenPage)),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
