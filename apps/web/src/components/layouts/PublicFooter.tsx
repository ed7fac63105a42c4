import { MINIMUM_AGE, PAGES } from '@seaside/contract';
import { Link } from 'react-router';
import { Logo } from '@/components/brand/Logo';
import { MailIcon } from '@/components/icons/LineIcons';
import { runtimeConfig } from '@/config/runtime';
import styles from './PublicLayout.module.css';
import { PUBLIC_NAV_LINKS } from './public-nav';

/** Site footer: contact e-mail, quick links, copyright line and the 18+ note. */
export function PublicFooter() {
  const { brandName, contactEmail } = runtimeConfig;
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={`ss-container ${styles.footerGrid}`}>
        <div className={styles.footerAbout}>
          <p className={styles.footerBrand}>
            <Logo size={36} title="" />
            <span>{brandName}</span>
          </p>
          <p className={styles.footerText}>
            A playful, grown-up treasure hunt along the seafront: clues on your phone, stories from the city's
            sex-positive past and a toast at the finish.
          </p>
        </div>
        <nav aria-label="Footer">
          <h2 className={styles.footerHeading}>Explore</h2>
          <ul className={styles.footerList}>
            {PUBLIC_NAV_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className={styles.footerLink}>
                  {l.label}
                </Link>
              </li>
            ))}
            <li>
              <Link to={PAGES.terms} className={styles.footerLink}>
                Terms
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className={styles.footerHeading}>Say hello</h2>
          <p className={styles.footerText}>Questions, private parties or big groups:</p>
          <a href={`mailto:${contactEmail}`} className={`${styles.footerLink} ${styles.mail}`}>
            <MailIcon width={18} height={18} />
            {contactEmail}
          </a>
        </div>
      </div>
      <div className={`ss-container ${styles.footerBottom}`}>
        <p>
          © {year} {brandName}. All rights reserved.
        </p>
        <p className={styles.age}>
          <span className={styles.ageBadge} aria-hidden="true">
            {MINIMUM_AGE}+
          </span>
          Adults only: every player must be {MINIMUM_AGE} or over.
        </p>
      </div>
    </footer>
  );
}
