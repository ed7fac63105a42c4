import { PAGES } from '@seaside/contract';
import { Link } from 'react-router';
import { runtimeConfig } from '@/config/runtime';
import styles from './BrandLink.module.css';
import { Logo } from './Logo';

/** Logo plus brand name, linking home. `tone` picks the text colour for dark (default) or light bars. */
export function BrandLink({ to = PAGES.home, tone = 'onDark' }: { to?: string; tone?: 'onDark' | 'onLight' }) {
  return (
    <Link to={to} className={`${styles.brand} ${tone === 'onLight' ? styles.onLight : ''}`}>
      <Logo size={40} title="" />
      <span className={styles.name}>{runtimeConfig.brandName}</span>
      <span className="ss-visually-hidden">, home</span>
    </Link>
  );
}
