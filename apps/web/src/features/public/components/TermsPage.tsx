import { formatPrice, MAX_PARTICIPANTS_BOOKING, MIN_PARTICIPANTS_BOOKING, MINIMUM_AGE, PAGES } from '@seaside/contract';
import { Link } from 'react-router';
import { runtimeConfig } from '@/config/runtime';
import styles from './public.module.css';
import { SectionHeading } from './SectionHeading';
import terms from './terms.module.css';

/** "48 hours (2 days)": a cut-off in words. */
export function cutoffInWords(hours: number): string {
  const inHours = `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  const days = hours / 24;
  return hours > 0 && Number.isInteger(days) ? `${inHours} (${days} ${days === 1 ? 'day' : 'days'})` : inHours;
}

/**
 * /terms (booking-lifecycle.md section 3): who may play, what is included, the change and
 * cancellation policy with the configured cut-offs, and the contact e-mail.
 */
export function TermsPage() {
  const { brandName, contactEmail, changeCutoffHours, refundCutoffHours } = runtimeConfig;
  const mail = <a href={`mailto:${contactEmail}`}>{contactEmail}</a>;
  return (
    <section className={`ss-container ${styles.section}`} aria-labelledby="terms-title">
      <SectionHeading
        id="terms-title"
        level={1}
        overline="Terms"
        title="The small print"
        lead={`What you agree to when you book a ${brandName} treasure hunt.`}
      />
      <div className={terms.body}>
        <h2>Who may play</h2>
        <ul>
          <li>
            Adults only: every player must be {MINIMUM_AGE} or over. The person booking confirms this for the whole
            group, and we may ask for ID on the day.
          </li>
          <li>
            Groups of {MIN_PARTICIPANTS_BOOKING} to {MAX_PARTICIPANTS_BOOKING} players can book online; write to us for
            larger groups.
          </li>
          <li>Each date has a limited number of places, so a date can sell out.</li>
        </ul>

        <h2>What is included</h2>
        <ul>
          <li>
            The treasure hunt for your group on the date you booked, played in a chat on your phone: clues, hints and
            stories along the way.
          </li>
          <li>A boutique gift and a celebratory drink for every player, as vouchers handed out at the finish.</li>
          <li>
            The price is {formatPrice(runtimeConfig.pricePerPlayerPence)} per player, paid in full when you book. Your
            confirmation and mission briefing arrive by e-mail.
          </li>
        </ul>

        <h2>Changes and cancellations</h2>
        <p>Deadlines count back from 00:00 (venue time) on the day of your adventure.</p>
        <ul>
          <li>
            You may move your booking to another available date until {cutoffInWords(changeCutoffHours)} before that.
          </li>
          <li>
            You may cancel with a full refund until {cutoffInWords(refundCutoffHours)} before that. Refunds go back to
            the card you paid with.
          </li>
          <li>After these deadlines, please write to us at {mail} and we will see what we can do.</li>
        </ul>

        <h2>Contact</h2>
        <p>
          Questions about your booking or these terms: {mail}. Ready to play? <Link to={PAGES.bookNow}>Book now</Link>.
        </p>
      </div>
    </section>
  );
}
