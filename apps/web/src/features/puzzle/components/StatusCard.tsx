import { PAGES, type TokenStatus } from '@seaside/contract';
import { Link } from 'react-router';
import styles from './StatusCard.module.css';
import { illustrationFor } from './status-illustrations';

type CardStatus = Exclude<TokenStatus, 'active'> | 'error';

const TITLES: Record<CardStatus, { overline: string; title: string }> = {
  pending: { overline: 'Not yet', title: 'See you on the big day' },
  expired: { overline: 'Adventure over', title: "That's a wrap!" },
  revoked: { overline: 'Booking cancelled', title: 'This link is no longer active' },
  invalid: { overline: 'Link not recognised', title: "We couldn't find this adventure" },
  // No verdict on the link: the device is offline or the server failed.
  error: { overline: 'Not checked', title: "We couldn't check your link" },
};

/** The notification card of a token that is not active: the server's message and the status illustration. */
export function StatusCard({
  status,
  message,
  onRetry,
}: {
  status: CardStatus;
  message: string;
  onRetry?: () => void;
}) {
  const art = illustrationFor(status === 'error' ? 'invalid' : status);
  const { overline, title } = TITLES[status];
  return (
    <div className={styles.wrap}>
      <section className={styles.card} aria-labelledby="status-title" data-status={status}>
        <img className={styles.art} src={art.src} alt={art.alt} width={320} height={240} />
        <div className={styles.body}>
          <p className="ss-overline">{overline}</p>
          <h1 id="status-title" className={styles.title}>
            {title}
          </h1>
          <p className={styles.message} role={status === 'error' ? 'alert' : undefined}>
            {message}
          </p>
          <div className={styles.actions}>
            {onRetry ? (
              <button type="button" className="ss-btn ss-btn-primary" onClick={onRetry}>
                Try again
              </button>
            ) : null}
            {status === 'invalid' ? (
              <Link to={PAGES.puzzleAccess} className="ss-btn ss-btn-primary">
                Enter an access code
              </Link>
            ) : null}
            {status === 'expired' || status === 'revoked' ? (
              <Link to={PAGES.bookNow} className="ss-btn ss-btn-primary">
                Book another adventure
              </Link>
            ) : null}
            <Link to={PAGES.home} className={`ss-btn ${styles.secondary}`}>
              Back to home
            </Link>
          </div>
        </div>
      </section>
    </div>
  );
}
