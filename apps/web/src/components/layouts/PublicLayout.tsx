import { Outlet } from 'react-router';
import { PublicFooter } from './PublicFooter';
import styles from './PublicLayout.module.css';
import { PublicNavbar } from './PublicNavbar';
import { SkipLink } from './SkipLink';

/** Layout of every public route (product spec section 2): navbar, page, footer. */
export function PublicLayout() {
  return (
    <div className={styles.shell}>
      <SkipLink />
      <PublicNavbar />
      <main id="main-content" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <PublicFooter />
    </div>
  );
}
