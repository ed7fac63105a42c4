import { formatPrice, MIN_PARTICIPANTS_BOOKING, MINIMUM_AGE, PAGES } from '@seaside/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import beachHuts from '@/assets/home-beach-huts.svg';
import giftAndToast from '@/assets/home-gift-and-toast.svg';
import pierSunset from '@/assets/home-pier-sunset.svg';
import { Logo } from '@/components/brand/Logo';
import { ArrowRightIcon, CheersIcon, GroupIcon, PhoneIcon, PinIcon } from '@/components/icons/LineIcons';
import { runtimeConfig } from '@/config/runtime';
import styles from './public.module.css';
import { SectionHeading } from './SectionHeading';

export const HOME_TAGLINE = 'Sea air, secrets and a little mischief.';

const FACTS: { icon: ReactNode; title: string; text: string }[] = [
  {
    icon: <GroupIcon />,
    title: `Groups of ${MIN_PARTICIPANTS_BOOKING}+`,
    text: 'Bring a date, your best friends or the whole hen party.',
  },
  {
    icon: <PinIcon />,
    title: 'Play at your own pace',
    text: 'Wander the seafront and the lanes; the clues come to you.',
  },
  {
    icon: <PhoneIcon />,
    title: 'Just bring a phone',
    text: 'No app to install: the hunt lives in a chat in your browser.',
  },
  {
    icon: <CheersIcon />,
    title: `${formatPrice(runtimeConfig.pricePerPlayerPence)} per player`,
    text: 'A free boutique gift and a celebratory drink are included.',
  },
];

function Feature({
  id,
  image,
  overline,
  title,
  children,
  reverse = false,
}: {
  id: string;
  /** A 480x360 picture, loaded lazily (below the fold). */
  image: { src: string; alt: string };
  overline: string;
  title: string;
  children: ReactNode;
  reverse?: boolean;
}) {
  return (
    <article className={`${styles.feature} ${reverse ? styles.featureReverse : ''}`} aria-labelledby={id}>
      <div className={styles.artFrame}>
        <img src={image.src} width={480} height={360} loading="lazy" decoding="async" alt={image.alt} />
      </div>
      <div className={styles.featureText}>
        <p className="ss-overline">{overline}</p>
        <h3 id={id} className="ss-h3">
          {title}
        </h3>
        {children}
      </div>
    </article>
  );
}

/** Home page (product spec section 2): logo, tagline, description, three images and BOOK NOW. */
export function HomePage() {
  const { brandName } = runtimeConfig;
  return (
    <>
      <section className={styles.hero} aria-labelledby="home-hero-title">
        <div className={`ss-container ${styles.heroGrid}`}>
          <div className={styles.heroText}>
            <div className={styles.heroBadgeRow}>
              <Logo size={72} title={`${brandName} logo`} />
              <span className={styles.ageChip}>Adults only · {MINIMUM_AGE}+</span>
            </div>
            <p className={`ss-overline ${styles.heroOverline}`}>{brandName} · a treasure hunt by the sea</p>
            <h1 id="home-hero-title" className="ss-h1">
              {HOME_TAGLINE}
            </h1>
            <p className={styles.heroLead}>
              Gather your group and follow clues sent to your phone along the pier, past the pavilion and through the
              lanes. Every stop reveals a story from two centuries of the city's daring, sex-positive history, and the
              trail ends with a gift for everyone and a drink on us.
            </p>
            <div className={styles.heroActions}>
              <Link to={PAGES.bookNow} className="ss-btn ss-btn-primary">
                BOOK NOW
                <ArrowRightIcon />
              </Link>
              <Link to={PAGES.howItWorks} className="ss-btn ss-btn-ghost">
                How it works
              </Link>
            </div>
            <p className={styles.heroNote}>
              {formatPrice(runtimeConfig.pricePerPlayerPence)} per player · groups of {MIN_PARTICIPANTS_BOOKING} or more
              · about two hours
            </p>
          </div>
          <div className={styles.heroArt}>
            <span className={styles.heroArch} aria-hidden="true" />
            <div className={styles.heroImage}>
              <img
                src={pierSunset}
                width={480}
                height={360}
                alt="The pier at sunset, its domed pavilion and string lights glowing over a calm pink sea"
                fetchPriority="high"
              />
            </div>
          </div>
        </div>
        <svg
          className={styles.wave}
          viewBox="0 0 1440 64"
          preserveAspectRatio="none"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M0 32c120 24 240 24 360 0s240-24 360 0 240 24 360 0 240-24 360 0v32H0z" />
        </svg>
      </section>

      <section className={`ss-container ${styles.section}`} aria-labelledby="home-glance-title">
        <SectionHeading
          id="home-glance-title"
          overline="At a glance"
          title="An evening out with a twist"
          lead="Part city tour, part flirtation, part detective story: solve riddles together and see the seaside through cheekier eyes."
        />
        <ul className={styles.facts}>
          {FACTS.map((fact) => (
            <li key={fact.title} className={styles.fact}>
              <span className={styles.factIcon}>{fact.icon}</span>
              <h3 className={styles.factTitle}>{fact.title}</h3>
              <p className={styles.factText}>{fact.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.band} aria-labelledby="home-features-title">
        <div className="ss-container">
          <SectionHeading id="home-features-title" overline="The hunt" title="Saucy stories, hidden in plain sight" />
          <div className={styles.features}>
            <Feature
              id="home-feature-tour"
              overline="Pier, pebbles and lanes"
              title="A city tour with a wink"
              image={{
                src: beachHuts,
                alt: 'A row of candy-striped beach huts on a pebble beach, with a red and white parasol and the sea behind',
              }}
            >
              <p>
                From bathing machines and secret trysts to the pleasure gardens of the Regency, the seafront has always
                known how to have fun. Your clues lead you to the spots where it happened.
              </p>
              <p>
                Puzzles are solved on location, so keep your eyes open: the answer might be on a plaque, a shop sign or
                a beach hut door.
              </p>
            </Feature>
            <Feature
              id="home-feature-finale"
              reverse
              overline="The grand finale"
              title="A gift for everyone, and a drink on us"
              image={{
                src: giftAndToast,
                alt: 'Two cocktail glasses clinking beside a wrapped gift box in front of a boutique with a striped awning',
              }}
            >
              <p>
                Crack the final clue and every player collects a free gift from a local adult boutique, then raises a
                celebratory drink at a bar on the seafront.
              </p>
              <p>Tasteful, playful and never awkward: perfect for dates, birthdays and hen or stag parties.</p>
            </Feature>
          </div>
        </div>
      </section>

      <section className={`ss-container ${styles.section}`} aria-labelledby="home-cta-title">
        <div className={styles.cta}>
          <h2 id="home-cta-title" className="ss-h2">
            Ready to uncover the secrets?
          </h2>
          <p className={styles.ctaLead}>
            Pick a date, tell us how many are playing and your mission briefing will be on its way.
          </p>
          <Link to={PAGES.bookNow} className="ss-btn ss-btn-ink">
            BOOK NOW
            <ArrowRightIcon />
          </Link>
          <p className={styles.ctaNote}>Adults only: all players must be {MINIMUM_AGE} or over.</p>
        </div>
      </section>
    </>
  );
}
