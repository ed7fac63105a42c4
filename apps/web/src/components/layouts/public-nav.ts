import { PAGES } from '@seaside/contract';

/** The links of the public navbar: the spec's three in its order (product spec section 2), then the leaderboard (scores.md). */
export const PUBLIC_NAV_LINKS = [
  { label: 'Home', to: PAGES.home },
  { label: 'Book Now', to: PAGES.bookNow },
  { label: 'How It Works', to: PAGES.howItWorks },
  { label: 'Leaderboard', to: PAGES.leaderboard },
] as const;

export function isNavLinkActive(pathname: string, to: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (to === PAGES.home) return path === PAGES.home || path === PAGES.homeAlias;
  return path === to || path.startsWith(`${to}/`);
}
