import { MESSAGES, PAGES } from '@seaside/contract';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Logo } from '@/components/brand/Logo';
import { isChunkLoadError } from '@/lib/chunk-loader';
import styles from './RouteErrorBoundary.module.css';

function describe(error: unknown): { heading: string; detail?: string; notFound: boolean } {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return { heading: 'Page not found', notFound: true };
    return {
      heading: MESSAGES.platform.unexpected,
      detail: `${error.status} ${error.statusText}`.trim(),
      notFound: false,
    };
  }
  if (error instanceof Error) return { heading: MESSAGES.platform.unexpected, detail: error.message, notFound: false };
  return {
    heading: MESSAGES.platform.unexpected,
    detail: typeof error === 'string' ? error : undefined,
    notFound: false,
  };
}

/**
 * errorElement of the root route (product spec section 8, Platform): an unhandled routing error
 * shows "Unexpected Application Error!"; a page chunk that failed to load shows
 * "Loading chunk N failed" with the failure type and address. Plain CSS and full page loads for
 * its links, because the router or a chunk may be what failed.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { heading, detail, notFound } = describe(error);

  useEffect(() => {
    console.error(error);
  }, [error]);

  let explanation = 'Sorry, something went wrong while showing this page.';
  if (notFound) explanation = 'That page has drifted out to sea.';
  else if (isChunkLoadError(error))
    explanation = 'Part of the site could not be downloaded. Check your connection and reload the page.';

  return (
    <main className={styles.page}>
      <div className={styles.inner}>
        <Logo size={80} title="" />
        <h1 className="ss-h2">{heading}</h1>
        <p className={styles.text}>{explanation}</p>
        {detail ? <pre className={styles.detail}>{detail}</pre> : null}
        <div className={styles.actions}>
          {notFound ? null : (
            <button type="button" className="ss-btn ss-btn-primary" onClick={() => window.location.reload()}>
              Reload page
            </button>
          )}
          <a href={PAGES.home} className="ss-btn ss-btn-ghost">
            Back to home
          </a>
        </div>
      </div>
    </main>
  );
}
