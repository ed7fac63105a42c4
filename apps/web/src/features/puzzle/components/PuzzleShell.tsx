import { PAGES } from '@seaside/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '@/components/brand/Logo';
import { runtimeConfig } from '@/config/runtime';
import styles from './PuzzleShell.module.css';

export interface PuzzleShellProps {
  children: ReactNode;
  /** Shown at the right of the header (the team leader's name while the token is active). */
  headerExtra?: ReactNode;
  /** `fill`: the page is exactly one screen high and the main area scrolls itself (the chat). */
  layout?: 'page' | 'fill';
}

/**
 * Frame of the player screens, in plain CSS (no MUI): the access page must stay within its
 * 110 kB first-load budget and the chat should be light on phones.
 */
export function PuzzleShell({ children, headerExtra, layout = 'page' }: PuzzleShellProps) {
  return (
    <div className={`${styles.shell} ${layout === 'fill' ? styles.fill : ''} ${headerExtra ? styles.withExtra : ''}`}>
      <a className="ss-skip" href="#main-content">
        Skip to main content
      </a>
      <header className={styles.header}>
        <div className={styles.bar}>
          <Link to={PAGES.home} className={styles.brand}>
            <Logo size={36} title="" />
            <span className={styles.brandName}>{runtimeConfig.brandName}</span>
            <span className="ss-visually-hidden">, home</span>
          </Link>
          {headerExtra ? <div className={styles.extra}>{headerExtra}</div> : null}
        </div>
      </header>
      <main id="main-content" tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </div>
  );
}
