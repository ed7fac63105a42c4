import { formatPence, longDate, PAGES } from '@seaside/contract';
import { escapeHtml } from '../../core/html.js';
import { LOCAL_CHECKOUT_PATH } from './providers/local.provider.js';

/**
 * HTML of the built-in (local provider) checkout. Plain forms and an inline style only: the CSP
 * allows no inline script. Every value that came from a user is escaped.
 */

export interface CheckoutPageBrand {
  brandName: string;
  contactEmail: string;
}

export interface OpenCheckoutPage {
  sessionId: string;
  fullName: string;
  email: string;
  registrationDate: string;
  teamMemberCount: number;
  unitAmountPence: number;
  amountPence: number;
  /** "14:32", venue time. */
  expiresAtText: string;
}

const LOGO = `<svg class="logo" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" aria-hidden="true" focusable="false"><defs><clipPath id="c"><circle cx="32" cy="32" r="28"/></clipPath></defs><circle cx="32" cy="32" r="31" fill="#F28CA6"/><circle cx="32" cy="32" r="28" fill="#16213E"/><g clip-path="url(#c)"><path d="M2 45c5 0 5-3 10-3s5 3 10 3 5-3 10-3 5 3 10 3 5-3 10-3 5 3 10 3v20H2z" fill="#1F6F69"/><path d="M2 51c5 0 5-3 10-3s5 3 10 3 5-3 10-3 5 3 10 3 5-3 10-3 5 3 10 3v20H2z" fill="#9ED8CF"/></g><path d="M32 33.5c-9.5-5.6-12.2-11.2-10.6-15 1.5-3.6 6.6-4.4 9.4-.9L32 18.9l1.2-1.3c2.8-3.5 7.9-2.7 9.4.9 1.6 3.8-1.1 9.4-10.6 15z" fill="#FBF5EC"/><path d="M29.6 30.6h4.8l2 12.4h-8.8z" fill="#FBF5EC"/></svg>`;

const STYLE = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;background:#FBF5EC;color:#16213E;font:16px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;display:flex;flex-direction:column}
.top{background:#16213E;color:#FBF5EC}
.top-inner{max-width:960px;margin:0 auto;padding:14px 20px;display:flex;align-items:center;gap:12px}
.logo{width:36px;height:36px;flex:none}
.brand{font:700 1.2rem/1.2 "Iowan Old Style","Palatino Linotype",Palatino,Georgia,serif;letter-spacing:-.01em}
.secure{margin-left:auto;display:flex;align-items:center;gap:6px;font-size:.85rem;color:#C9D1E6}
.secure svg{width:16px;height:16px}
main{flex:1;width:100%;max-width:960px;margin:0 auto;padding:32px 20px 48px;display:grid;gap:24px;grid-template-columns:1fr;align-content:start}
@media (min-width:800px){main{grid-template-columns:1.1fr .9fr;align-items:start;padding-top:56px}}
h1{font:700 clamp(1.6rem,1.2rem + 1.6vw,2.2rem)/1.15 "Iowan Old Style","Palatino Linotype",Palatino,Georgia,serif;margin:0 0 8px;letter-spacing:-.01em}
.lead{margin:0 0 20px;color:#4A5368}
.pay-title{font:700 1.5rem/1.2 "Iowan Old Style","Palatino Linotype",Palatino,Georgia,serif;margin:0 0 6px}
.card{background:#FFFDF9;border:1px solid rgba(22,33,62,.1);border-radius:16px;padding:24px;box-shadow:0 10px 30px -18px rgba(22,33,62,.35)}
.badge{display:inline-flex;align-items:center;gap:6px;background:#E3F4F1;color:#1F6F69;border-radius:999px;padding:4px 12px;font-size:.8rem;font-weight:700;letter-spacing:.04em;text-transform:uppercase;margin-bottom:16px}
dl{margin:0;display:grid;grid-template-columns:auto 1fr;gap:10px 16px}
dt{color:#4A5368}
dd{margin:0;font-weight:600;text-align:right;overflow-wrap:anywhere}
@media (max-width:480px){dl{grid-template-columns:1fr;gap:2px}dd{text-align:left;margin-bottom:10px}}
.total{display:flex;justify-content:space-between;align-items:baseline;border-top:1px dashed rgba(22,33,62,.25);margin-top:18px;padding-top:16px}
.total span:first-child{font-weight:700}
.amount{font:700 1.9rem/1 "Iowan Old Style","Palatino Linotype",Palatino,Georgia,serif}
.actions{display:grid;gap:12px;margin-top:8px}
button,.button{appearance:none;border:0;border-radius:999px;padding:15px 24px;font-family:inherit;font-size:1.05rem;font-weight:700;line-height:1.2;letter-spacing:.06em;cursor:pointer;width:100%;text-align:center;text-decoration:none;display:inline-block}
.pay{background:#C8325F;color:#fff}
.pay:hover{background:#9E2249}
.cancel{background:transparent;color:#16213E;border:2px solid rgba(22,33,62,.25)}
.cancel:hover{border-color:#16213E}
button:focus-visible,.button:focus-visible{outline:3px solid #C8325F;outline-offset:2px}
form{margin:0}
.note{font-size:.85rem;color:#4A5368;margin:16px 0 0}
.status{max-width:560px;margin:0 auto;text-align:center;grid-column:1/-1}
.status .icon{width:64px;height:64px;margin:0 auto 16px;display:block}
footer{text-align:center;font-size:.85rem;color:#4A5368;padding:20px}
footer a{color:#1F6F69}
`;

const LOCK = `<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" aria-hidden="true"><rect x="5" y="11" width="14" height="10" rx="2"/><path d="M8 11V7a4 4 0 0 1 8 0v4"/></svg>`;

function page(brand: CheckoutPageBrand, title: string, body: string): string {
  const name = escapeHtml(brand.brandName);
  const contact = escapeHtml(brand.contactEmail);
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${name}</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<style>${STYLE}</style>
</head>
<body>
<header class="top"><div class="top-inner">${LOGO}<span class="brand">${name}</span><span class="secure">${LOCK}Secure checkout</span></div></header>
<main>${body}</main>
<footer>Questions about your booking? <a href="mailto:${contact}">${contact}</a></footer>
</body>
</html>`;
}

export function openCheckoutPage(brand: CheckoutPageBrand, c: OpenCheckoutPage): string {
  const id = encodeURIComponent(c.sessionId);
  const total = formatPence(c.amountPence);
  return page(
    brand,
    'Checkout',
    `<section>
  <h1>Complete your booking</h1>
  <p class="lead">Check the details of your treasure hunt, then pay to confirm your date.</p>
  <div class="card">
    <dl>
      <dt>Experience</dt><dd>${escapeHtml(brand.brandName)} treasure hunt</dd>
      <dt>Date</dt><dd>${escapeHtml(longDate(c.registrationDate))}</dd>
      <dt>Group size</dt><dd>${c.teamMemberCount} players</dd>
      <dt>Lead booker</dt><dd>${escapeHtml(c.fullName)}</dd>
      <dt>E-mail</dt><dd>${escapeHtml(c.email)}</dd>
      <dt>Price per player</dt><dd>${formatPence(c.unitAmountPence)}</dd>
    </dl>
    <div class="total"><span>Total</span><span class="amount">${total}</span></div>
  </div>
</section>
<section class="card" aria-labelledby="pay-heading">
  <span class="badge">Test checkout</span>
  <h2 id="pay-heading" class="pay-title">No money is taken</h2>
  <p class="lead">This site uses its built-in test checkout: Pay confirms your booking of ${total} without a card, and nothing is charged.</p>
  <div class="actions">
    <form method="post" action="${LOCAL_CHECKOUT_PATH}/${id}/pay"><button class="pay" type="submit">Pay</button></form>
    <form method="post" action="${LOCAL_CHECKOUT_PATH}/${id}/cancel"><button class="cancel" type="submit">Cancel</button></form>
  </div>
  <p class="note">This checkout expires at ${escapeHtml(c.expiresAtText)}. Adults only (18+).</p>
</section>`,
  );
}

const ICON_CLOSED = `<svg class="icon" viewBox="0 0 64 64" aria-hidden="true"><circle cx="32" cy="32" r="30" fill="#FDECEC"/><circle cx="32" cy="32" r="22" fill="none" stroke="#B3261E" stroke-width="4"/><path d="M32 20v14M32 42v1" stroke="#B3261E" stroke-width="5" stroke-linecap="round"/></svg>`;

const CLOSED_TEXT: Record<'expired' | 'cancelled' | 'failed' | 'unavailable' | 'not-found', [string, string]> = {
  expired: [
    'This checkout has expired',
    'Checkout sessions last 30 minutes and nothing was charged. Please start a new booking to choose your date again.',
  ],
  cancelled: ['This checkout was cancelled', 'Nothing was charged. You can start a new booking at any time.'],
  failed: ['This payment did not go through', 'Nothing was charged. Please start a new booking and try again.'],
  unavailable: [
    'This booking is no longer available',
    'Nothing was charged. Please start a new booking or contact us for help.',
  ],
  'not-found': ['Checkout not found', 'This checkout link is not valid. Please start a new booking.'],
};

export function closedCheckoutPage(
  brand: CheckoutPageBrand,
  reason: 'expired' | 'cancelled' | 'failed' | 'unavailable' | 'not-found',
): string {
  const [title, text] = CLOSED_TEXT[reason];
  return page(
    brand,
    title,
    `<section class="card status" role="alert">
  ${ICON_CLOSED}
  <h1>${escapeHtml(title)}</h1>
  <p class="lead">${escapeHtml(text)}</p>
  <a class="button pay" href="${PAGES.bookNow}">Book again</a>
</section>`,
  );
}
