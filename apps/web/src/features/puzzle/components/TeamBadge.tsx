import { LineIcon } from '@/components/icons/LineIcons';
import styles from './TeamBadge.module.css';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '';
  return (first + last).toUpperCase() || '?';
}

/** The team leader in the chat header. */
export function TeamBadge({ name, size }: { name: string; size: number }) {
  return (
    <div className={styles.badge}>
      <span className={styles.avatar} aria-hidden="true">
        {initials(name)}
      </span>
      <span className={styles.text}>
        <span className={styles.label}>Team leader</span>
        <span className={styles.name}>{name}</span>
      </span>
      <span className="ss-visually-hidden">, team of {size}</span>
      <span className={styles.size} aria-hidden="true">
        <PeopleIcon />
        {size}
      </span>
    </div>
  );
}

function PeopleIcon() {
  return (
    <LineIcon width="16" height="16">
      <circle cx="9" cy="8" r="3.2" />
      <path d="M3.5 19c.6-3.2 2.8-5 5.5-5s4.9 1.8 5.5 5" />
      <path d="M15.5 5.2a3 3 0 0 1 0 5.6M17 14.3c1.9.6 3.1 2.2 3.5 4.7" />
    </LineIcon>
  );
}
