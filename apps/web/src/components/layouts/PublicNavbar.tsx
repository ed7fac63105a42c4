import { PAGES } from '@seaside/contract';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { BrandLink } from '@/components/brand/BrandLink';
import { CloseIcon, MenuIcon } from '@/components/icons/LineIcons';
import { useAppBarOffset } from '@/hooks/useAppBarOffset';
import styles from './PublicLayout.module.css';
import { isNavLinkActive, PUBLIC_NAV_LINKS } from './public-nav';

const MENU_ID = 'public-nav-menu';

/** Top bar of the public site: brand, the links, and a drop-down menu on phones. */
export function PublicNavbar() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const header = useRef<HTMLElement>(null);
  useAppBarOffset(header);

  // Close the phone menu whenever the route changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  const links = (className: string | undefined) =>
    PUBLIC_NAV_LINKS.map((link) => (
      <li key={link.to}>
        <Link
          to={link.to}
          className={`${className} ${link.to === PAGES.bookNow ? styles.cta : ''}`}
          aria-current={isNavLinkActive(pathname, link.to) ? 'page' : undefined}
        >
          {link.label}
        </Link>
      </li>
    ));

  return (
    <header ref={header} className={styles.header}>
      <div className={`ss-container ${styles.bar}`}>
        <BrandLink />
        <nav aria-label="Main" className={styles.desktopNav}>
          <ul className={styles.navList}>{links(styles.navLink)}</ul>
        </nav>
        <button
          type="button"
          className={styles.menuButton}
          aria-label={open ? 'Close menu' : 'Open menu'}
          aria-expanded={open}
          aria-controls={MENU_ID}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? <CloseIcon /> : <MenuIcon />}
        </button>
      </div>
      <nav id={MENU_ID} aria-label="Main" className={styles.mobileNav} hidden={!open}>
        <ul className={`ss-container ${styles.mobileList}`}>{links(styles.mobileLink)}</ul>
      </nav>
    </header>
  );
}
