/**
 * Runtime configuration injected by the server into
 * `<meta name="app-config" content="...">` (HTML-escaped JSON `{"brandName":..,"contactEmail":..,
 * "venueTimeZone":..,"changeCutoffHours":..,"refundCutoffHours":..,"pricePerPlayerPence":..,"testCheckout":..}`),
 * replacing the `__APP_CONFIG__` placeholder of index.html. Under `vite dev` the placeholder is
 * left as is, so every field falls back to its default.
 *
 * Validation is a small hand-written schema rather than zod: this module is in the first load of
 * every page and zod (even zod/mini) would cost ~5 KB gzip of a 110 KB budget.
 */
import {
  DEFAULT_CHANGE_CUTOFF_HOURS,
  DEFAULT_PRICE_PER_PLAYER_PENCE,
  DEFAULT_REFUND_CUTOFF_HOURS,
} from '@seaside/contract';

export const DEFAULT_BRAND_NAME = 'Seaside Secrets';
export const DEFAULT_CONTACT_EMAIL = 'hello@example.com';
export const DEFAULT_VENUE_TIME_ZONE = 'Europe/London';
export const APP_CONFIG_META_NAME = 'app-config';
export const APP_CONFIG_PLACEHOLDER = '__APP_CONFIG__';

export interface RuntimeConfig {
  readonly brandName: string;
  readonly contactEmail: string;
  /** VENUE_TIMEZONE: deadlines are written in the venue's time. */
  readonly venueTimeZone: string;
  /**
   * CHANGE_CUTOFF_HOURS and REFUND_CUTOFF_HOURS (booking-lifecycle.md section 1), for /terms and
   * the customer's booking page; the spec's defaults when the page config lacks them.
   */
  readonly changeCutoffHours: number;
  readonly refundCutoffHours: number;
  /** PRICE_PER_PLAYER: what the pages show and the booking form asks to pay. */
  readonly pricePerPlayerPence: number;
  /** Payments go through the built-in test checkout (PAYMENT_PROVIDER=local): no money is taken. */
  readonly testCheckout: boolean;
}

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = Object.freeze({
  brandName: DEFAULT_BRAND_NAME,
  contactEmail: DEFAULT_CONTACT_EMAIL,
  venueTimeZone: DEFAULT_VENUE_TIME_ZONE,
  changeCutoffHours: DEFAULT_CHANGE_CUTOFF_HOURS,
  refundCutoffHours: DEFAULT_REFUND_CUTOFF_HOURS,
  pricePerPlayerPence: DEFAULT_PRICE_PER_PLAYER_PENCE,
  testCheckout: false,
});

const BRAND_MAX_LENGTH = 80;
/** A year: more would not be a cut-off anyone configures on purpose. */
const CUTOFF_MAX_HOURS = 8760;
const EMAIL_MAX_LENGTH = 254;
/** The server's own bound for PRICE_PER_PLAYER. */
const PRICE_MAX_PENCE = 1_000_000;
/** Same "simple {email} pattern" as the contract's EMAIL_PATTERN. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Field rules: each returns the cleaned value, or undefined when the value is not acceptable. */
const cutoffHours = (v: unknown): number | undefined =>
  typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= CUTOFF_MAX_HOURS ? v : undefined;

const FIELDS: { [K in keyof RuntimeConfig]: (value: unknown) => RuntimeConfig[K] | undefined } = {
  brandName: (v) => {
    if (typeof v !== 'string') return undefined;
    const s = v.trim();
    return s.length > 0 && s.length <= BRAND_MAX_LENGTH ? s : undefined;
  },
  contactEmail: (v) => {
    if (typeof v !== 'string') return undefined;
    const s = v.trim();
    return s.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(s) ? s : undefined;
  },
  venueTimeZone: (v) => {
    if (typeof v !== 'string' || v.length > 64) return undefined;
    try {
      new Intl.DateTimeFormat('en-GB', { timeZone: v });
      return v;
    } catch {
      return undefined;
    }
  },
  changeCutoffHours: cutoffHours,
  refundCutoffHours: cutoffHours,
  pricePerPlayerPence: (v) =>
    typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= PRICE_MAX_PENCE ? v : undefined,
  testCheckout: (v) => (typeof v === 'boolean' ? v : undefined),
};

/** Parses the meta tag content; any problem falls back to the defaults, field by field. */
export function parseRuntimeConfig(content: string | null | undefined): RuntimeConfig {
  if (!content || content === APP_CONFIG_PLACEHOLDER) return DEFAULT_RUNTIME_CONFIG;
  let raw: unknown;
  try {
    raw = JSON.parse(content);
  } catch {
    return DEFAULT_RUNTIME_CONFIG;
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return DEFAULT_RUNTIME_CONFIG;
  const record = raw as Record<string, unknown>;
  return Object.freeze({
    brandName: FIELDS.brandName(record.brandName) ?? DEFAULT_BRAND_NAME,
    contactEmail: FIELDS.contactEmail(record.contactEmail) ?? DEFAULT_CONTACT_EMAIL,
    venueTimeZone: FIELDS.venueTimeZone(record.venueTimeZone) ?? DEFAULT_VENUE_TIME_ZONE,
    changeCutoffHours: FIELDS.changeCutoffHours(record.changeCutoffHours) ?? DEFAULT_CHANGE_CUTOFF_HOURS,
    refundCutoffHours: FIELDS.refundCutoffHours(record.refundCutoffHours) ?? DEFAULT_REFUND_CUTOFF_HOURS,
    pricePerPlayerPence: FIELDS.pricePerPlayerPence(record.pricePerPlayerPence) ?? DEFAULT_PRICE_PER_PLAYER_PENCE,
    testCheckout: FIELDS.testCheckout(record.testCheckout) ?? false,
  });
}

function readRuntimeConfig(): RuntimeConfig {
  if (typeof document === 'undefined') return DEFAULT_RUNTIME_CONFIG;
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${APP_CONFIG_META_NAME}"]`);
  return parseRuntimeConfig(meta?.content);
}

/** The configuration of this page load (read once; it does not change without a reload). */
export const runtimeConfig: RuntimeConfig = readRuntimeConfig();

/** Hook form, for components: same value as `runtimeConfig`. */
export function useRuntimeConfig(): RuntimeConfig {
  return runtimeConfig;
}
