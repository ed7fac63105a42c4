import { formatPrice, MIN_PARTICIPANTS_BOOKING, MINIMUM_AGE, PAGES } from '@seaside/contract';
import { Link } from 'react-router';
import phoneAndMap from '@/assets/how-it-works-phone-map.svg';
import { ArrowRightIcon } from '@/components/icons/LineIcons';
import { runtimeConfig } from '@/config/runtime';
import { HOW_IT_WORKS_HEADINGS, HOW_IT_WORKS_STEPS } from '../content/how-it-works';
import how from './how-it-works.module.css';
import styles from './public.module.css';
import { SectionHeading } from './SectionHeading';

/** How-it-works section (product spec section 1): the five ordered steps shown with an image. */
export function HowItWorksPage() {
  return (
    <section className={`ss-container ${styles.section}`} aria-labelledby="how-title">
      <SectionHeading
        id="how-title"
        level={1}
        overline="How it works"
        title="Five steps to a night of secrets"
        lead="Everything happens in a chat on your phone. You bring the curiosity; we bring the clues, the stories and the finishing toast."
      />
      <div className={how.howGrid}>
        <ol className={how.steps}>
          {HOW_IT_WORKS_STEPS.map((step, index) => (
            <li key={step} className={how.step}>
              <span
                className={`${how.stepNumber} ${index === HOW_IT_WORKS_STEPS.length - 1 ? how.stepLast : ''}`}
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <div>
                <p className={`ss-overline ${how.stepHeading}`}>
                  <span className="ss-visually-hidden">Step {index + 1}: </span>
                  {HOW_IT_WORKS_HEADINGS[index]}
                </p>
                <p className={how.stepText}>{step}</p>
              </div>
            </li>
          ))}
        </ol>
        <aside className={how.howAside} aria-label="Illustration and practical details">
          <div className={styles.artFrame}>
            <img
              src={phoneAndMap}
              width={480}
              height={400}
              alt="A phone showing the hunt's chat, with START sent and the first clue arriving, lying on a treasure map with a dotted trail to an X"
            />
          </div>
          <div className={how.goodToKnow}>
            <h2>Good to know</h2>
            <ul>
              <li>
                {formatPrice(runtimeConfig.pricePerPlayerPence)} per player, groups of {MIN_PARTICIPANTS_BOOKING} or
                more.
              </li>
              <li>Your link (or 4-character access code) works on the day you booked.</li>
              <li>Adults only: every player must be {MINIMUM_AGE} or over.</li>
            </ul>
          </div>
        </aside>
      </div>
      <div className={how.centerAction}>
        <Link to={PAGES.bookNow} className="ss-btn ss-btn-primary">
          BOOK NOW
          <ArrowRightIcon />
        </Link>
      </div>
    </section>
  );
}
