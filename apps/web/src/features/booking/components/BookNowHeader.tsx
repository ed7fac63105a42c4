import styles from './BookNowHeader.module.css';

/**
 * The heading of /book-now, without MUI: the loading shell (BookNowShell) paints it while the
 * form's MUI code is still on its way, and the page renders the very same markup.
 */
export function BookNowHeader({ brandName }: { brandName: string }) {
  return (
    <>
      <p className={styles.overline}>{brandName}</p>
      <h1 id="book-now-title" className={styles.title}>
        BOOK NOW
      </h1>
      <p className={styles.intro}>
        Choose your date and group size. You will get a confirmation e-mail as soon as your payment is through.
      </p>
    </>
  );
}
