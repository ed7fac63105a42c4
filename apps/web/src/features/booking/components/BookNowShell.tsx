import { useRuntimeConfig } from '@/config/runtime';
import { BookNowHeader } from './BookNowHeader';
import styles from './BookNowShell.module.css';

/**
 * What /book-now shows while its MUI code loads (the router renders it as the page's loading
 * state): the frame and the heading of the page, in plain CSS, so a phone on a slow connection
 * sees the page at once instead of a spinner.
 */
export function BookNowShell() {
  const { brandName } = useRuntimeConfig();
  return (
    <div className={styles.grid} aria-busy="true">
      <div className={styles.aside} aria-hidden="true" />
      <section className={styles.card} aria-labelledby="book-now-title">
        <BookNowHeader brandName={brandName} />
        <div className={styles.form} />
      </section>
    </div>
  );
}
