import type { ReactNode } from 'react';
import styles from './public.module.css';

/** Overline + heading + optional lead paragraph, opening a page section. */
export function SectionHeading({
  id,
  overline,
  title,
  lead,
  level = 2,
}: {
  id: string;
  overline: string;
  title: ReactNode;
  lead?: ReactNode;
  level?: 1 | 2;
}) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className={styles.sectionHeading}>
      <p className="ss-overline">{overline}</p>
      <Heading id={id} className="ss-h2">
        {title}
      </Heading>
      {lead ? <p className="ss-lead">{lead}</p> : null}
    </div>
  );
}
