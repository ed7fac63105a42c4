import { PAGES } from '@seaside/contract';

/** The three links of the public navbar (product spec section 2), in the spec's order. */
export const PUBLIC_NAV_LINKS = [
  { label: 'Home', to: PAGES.home },
  { label: 'Book Now', to: PAGES.bookNow },
  { label: 'How It Works', to: PAGES.howItWorks },
] as const;

export function isNavLinkActive(pathname: string, to: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (to === PAGES.home) return path === PAGES.home || path === PAGES.homeAlias;
  return path === to || path.startsWith(`${to}/`);
}
