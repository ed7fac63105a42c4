import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '@/components/brand/Logo';
import styles from './ComingSoon.module.css';

export interface ComingSoonProps {
  /** Screen name, shown as the heading. */
  title: string;
  /** One or two sentences about what the screen will do. */
  description?: ReactNode;
  /** Optional illustration (an <img>) shown above the text; the logo otherwise. */
  illustration?: ReactNode;
  action?: { label: string; to: string };
  /** Small line above the heading. */
  overline?: string;
  /** Heading level: h1 for a page, h2 inside a screen that already has an h1. */
  headingLevel?: 1 | 2;
}

/** Placeholder card for screens still being built (plain CSS, usable in any area). */
export function ComingSoon({
  title,
  description,
  illustration,
  action,
  overline = 'Coming soon',
  headingLevel = 1,
}: ComingSoonProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className={styles.wrap}>
      <section className={styles.card} aria-labelledby="coming-soon-title">
        <div className={styles.art}>{illustration ?? <Logo size={72} title="" />}</div>
        <p className={`ss-overline ${styles.overline}`}>{overline}</p>
        <Heading id="coming-soon-title" className="ss-h3">
          {title}
        </Heading>
        <p className={styles.text}>
          {description ?? 'This page is coming soon. We are putting the finishing touches to it.'}
        </p>
        {action ? (
          <Link to={action.to} className="ss-btn ss-btn-primary">
            {action.label}
          </Link>
        ) : null}
      </section>
    </div>
  );
}
