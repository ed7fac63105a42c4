import { lazy, Suspense } from 'react';
import { useRuntimeConfig } from '@/config/runtime';
import { useMinWidth } from '../hooks/useMinWidth';
import { BookingForm } from './BookingForm';
import { BookNowHeader } from './BookNowHeader';
import styles from './BookNowShell.module.css';

/** Large screens only (product spec section 2); MUI's md breakpoint. */
const LARGE_SCREEN_PX = 900;
const BookingAside = lazy(() => import('./BookingAside').then((mod) => ({ default: mod.BookingAside })));

/**
 * /book-now (product spec section 2): the BOOK NOW form, with the logo panel on large screens.
 * The grid and the card are the loading shell's (BookNowShell), in plain CSS.
 */
export function BookNowPage() {
  const { brandName } = useRuntimeConfig();
  const large = useMinWidth(LARGE_SCREEN_PX);
  return (
    <div className={styles.grid}>
      {large ? (
        <Suspense fallback={<div aria-hidden className={styles.aside} />}>
          <BookingAside brandName={brandName} />
        </Suspense>
      ) : null}
      <div className={styles.card}>
        <BookNowHeader brandName={brandName} />
        <BookingForm />
      </div>
    </div>
  );
}
