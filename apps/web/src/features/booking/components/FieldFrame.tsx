import type { ReactNode } from 'react';
import styles from './FormField.module.css';

/**
 * The label above and the helper or error text below a field of the BOOK NOW form (the text
 * fields and the date field, so they line up). The helper has the id `${id}-helper`.
 */
export function FieldFrame({
  id,
  labelId,
  label,
  required,
  invalid,
  message,
  children,
}: {
  id: string;
  /** The label's own id, for a field labelled with aria-labelledby. */
  labelId?: string;
  label: string;
  required?: boolean;
  invalid: boolean;
  message?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label id={labelId} htmlFor={id} className={invalid ? `${styles.label} ${styles.invalid}` : styles.label}>
        {label}
        {required ? (
          <span aria-hidden className={styles.required}>
            {' *'}
          </span>
        ) : null}
      </label>
      {children}
      {message ? (
        <p id={`${id}-helper`} className={invalid ? `${styles.helper} ${styles.invalid}` : styles.helper}>
          {message}
        </p>
      ) : null}
    </div>
  );
}
