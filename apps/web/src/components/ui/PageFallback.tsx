import styles from './PageFallback.module.css';

/** Shown while a lazily loaded page chunk arrives. */
export function PageFallback({ label = 'Loading page' }: { label?: string }) {
  return (
    <div className={styles.wrap} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="ss-visually-hidden">{label}</span>
    </div>
  );
}
