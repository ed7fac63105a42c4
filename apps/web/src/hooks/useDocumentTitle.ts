import { PAGES } from '@seaside/contract';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { runtimeConfig } from '@/config/runtime';

/** Page names that appear in the document title (product spec section 2); every other page shows the brand alone. */
export const PAGE_TITLES: Readonly<Record<string, string>> = {
  [PAGES.howItWorks]: 'How It Works',
  [PAGES.bookNow]: 'Book Now',
  [PAGES.success]: 'Payment',
  [PAGES.leaderboard]: 'Leaderboard',
  [PAGES.terms]: 'Terms',
};

/** The customer's own booking page (booking-lifecycle.md section 4), whose path ends in its token. */
export const MANAGE_PAGE_TITLE = 'Your booking';

/** "<brand> | <page>", or the brand alone when there is no page name. */
export function formatDocumentTitle(brand: string, page?: string): string {
  return page ? `${brand} | ${page}` : brand;
}

/** The prefix of the customer's own booking page (its path ends in the manage token). */
const MANAGE_PREFIX = PAGES.manageBookingFor('');

/** The page name of a pathname, if it has one. */
export function pageTitleFor(pathname: string): string | undefined {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (normalized.startsWith(MANAGE_PREFIX) && normalized.length > MANAGE_PREFIX.length) return MANAGE_PAGE_TITLE;
  return PAGE_TITLES[normalized];
}

/**
 * Sets document.title. Without an argument the page name comes from the current path
 * (PAGE_TITLES). The root layout calls it once for every route, so screens do not need to.
 */
export function useDocumentTitle(page?: string): string {
  const { pathname } = useLocation();
  const title = formatDocumentTitle(runtimeConfig.brandName, page ?? pageTitleFor(pathname));
  useEffect(() => {
    document.title = title;
  }, [title]);
  return title;
}
