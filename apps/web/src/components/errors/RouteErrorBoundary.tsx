import { PAGES, PLATFORM_MESSAGES } from '@seaside/contract';
import { useEffect } from 'react';
import { Logo } from '@/components/brand/Logo';
import { isChunkLoadError } from '@/lib/chunk-loader';
import styles from './RouteErrorBoundary.module.css';

function describe(error: unknown): { heading: string; detail?: string } {
  if (error instanceof Error) return { heading: PLATFORM_MESSAGES.unexpected, detail: error.message };
  return { heading: PLATFORM_MESSAGES.unexpected, detail: typeof error === 'string' ? error : undefined };
}

/**
 * Shown by the root error boundary (product spec section 8, Platform): an unhandled routing error
 * shows "Unexpected Application Error!"; a page chunk that failed to load shows
 * "Loading chunk N failed" with the failure type and address. Plain CSS and full page loads for
 * its links, because the router or a chunk may be what failed.
 */
export function RouteErrorBoundary({ error }: { error: unknown }) {
  const { heading, detail } = describe(error);

  useEffect(() => {
    console.error(error);
  }, [error]);

  const explanation = isChunkLoadError(error)
    ? 'Part of the site could not be downloaded. Check your connection and reload the page.'
    : 'Sorry, something went wrong while showing this page.';

  return (
    <main className={styles.page}>
      <div className={styles.inner}>
        <Logo size={80} title="" />
        <h1 className="ss-h2">{heading}</h1>
        <p className={styles.text}>{explanation}</p>
        {detail ? <pre className={styles.detail}>{detail}</pre> : null}
        <div className={styles.actions}>
          <button type="button" className="ss-btn ss-btn-primary" onClick={() => window.location.reload()}>
            Reload page
          </button>
          <a href={PAGES.home} className="ss-btn ss-btn-ghost">
            Back to home
          </a>
        </div>
      </div>
    </main>
  );
}
