import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

const base = { DATA_DIR: '/tmp/seaside-config-test', JWT_SECRET: 'x'.repeat(40) };

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig(base);
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.payment.provider).toBe('local');
    expect(config.venueTimeZone).toBe('Europe/London');
    expect(config.briefingTime).toBe('09:00');
    expect(config.pricePerPlayerPence).toBe(1000);
    expect(config.brandName).toBe('Seaside Secrets');
    expect(config.contactEmail).toBe('hello@example.com');
    expect(config.mail.from).toBe('bookings@localhost');
    expect(config.stuckMinutes).toBe(20);
    expect(loadConfig({ ...base, STUCK_MINUTES: '15' }).stuckMinutes).toBe(15);
  });

  it('takes a variable set to nothing as unset, so it keeps its default', () => {
    const blank = { PORT: '', REMINDER_DAYS: ' ', CHANGE_CUTOFF_HOURS: '', REFUND_CUTOFF_HOURS: '', PUBLIC_URL: '' };
    const config = loadConfig({ ...base, ...blank });
    expect(config.port).toBe(3000);
    expect(config.reminderDays).toBe(2);
    expect(config.changeCutoffHours).toBe(48);
    expect(config.refundCutoffHours).toBe(48);
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('chooses stripe when a secret key is set', () => {
    expect(loadConfig({ ...base, STRIPE_SECRET_KEY: 'sk_test_1' }).payment.provider).toBe('stripe');
  });

  it('in production, takes payments with Stripe or, when chosen explicitly, with the local checkout', () => {
    const production = { ...base, NODE_ENV: 'production', MAIL_TRANSPORT: 'file', PUBLIC_URL: 'https://shop.example' };
    const stripe = { STRIPE_SECRET_KEY: 'sk_live_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' };
    expect(loadConfig({ ...production, ...stripe }).payment.provider).toBe('stripe');
    expect(loadConfig({ ...production, PAYMENT_PROVIDER: 'local' }).payment.provider).toBe('local');
  });

  it('in production, sends mail over SMTP or, when chosen explicitly, writes it into files', () => {
    const production = {
      ...base,
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'local',
      PUBLIC_URL: 'https://shop.example',
    };
    const smtp = 'smtp://mail.example:587';
    expect(loadConfig({ ...production, SMTP_URL: smtp }).mail.smtpUrl).toBe(smtp);
    expect(loadConfig({ ...production, MAIL_TRANSPORT: 'file' }).mail.smtpUrl).toBeUndefined();
    expect(loadConfig({ ...base, MAIL_TRANSPORT: 'file', SMTP_URL: smtp }).mail.smtpUrl).toBeUndefined();
    expect(loadConfig(base).mail.smtpUrl).toBeUndefined();
  });

  it('believes X-Forwarded-For only from the proxies it names', () => {
    expect(loadConfig(base).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe('10.0.0.0/8,127.0.0.1');
    expect(loadConfig({ ...base, TRUST_PROXY: 'loopback,::1' }).trustProxy).toBe('loopback,::1');
    expect(loadConfig({ ...base, TRUST_PROXY: 'fd00::/8, 192.168.0.0/16' }).trustProxy).toBe('fd00::/8,192.168.0.0/16');
  });

  it.each([
    [{ TRUST_PROXY: 'true' }, /^Invalid configuration: TRUST_PROXY must be false or the addresses of the proxies/],
    [{ TRUST_PROXY: 'nginx' }, /^Invalid configuration: TRUST_PROXY must be false/],
    [{ TRUST_PROXY: '1' }, /^Invalid configuration: TRUST_PROXY must be false.*a hop count/],
    [{ TRUST_PROXY: 'false,10.0.0.1' }, /^Invalid configuration: TRUST_PROXY must be false/],
    [{ TRUST_PROXY: '10.0.0.0/0' }, /^Invalid configuration: TRUST_PROXY must be false/],
    [{ TRUST_PROXY: '10.0.0.0/33' }, /^Invalid configuration: TRUST_PROXY must be false/],
    [{ TRUST_PROXY: 'ff' }, /^Invalid configuration: TRUST_PROXY must be false/],
    [
      { NODE_ENV: 'production', PAYMENT_PROVIDER: 'local', MAIL_TRANSPORT: 'file' },
      /^Invalid configuration: PUBLIC_URL is required when NODE_ENV=production/,
    ],
    [{ STRIPE_SECRET_KEY: 'sk_live_1' }, /^Invalid configuration: STRIPE_SECRET_KEY is a live key/],
    [{ STRIPE_SECRET_KEY: 'rk_live_1' }, /^Invalid configuration: STRIPE_SECRET_KEY is a live key/],
    [{ PORT: 'abc' }, /^Invalid configuration: PORT .*\(got "abc"\)$/],
    [{ VENUE_TIMEZONE: 'Mars/Olympus' }, /^Invalid configuration: VENUE_TIMEZONE/],
    [{ BRIEFING_TIME: '9am' }, /^Invalid configuration: BRIEFING_TIME must be HH:MM/],
    [{ STUCK_MINUTES: '0' }, /^Invalid configuration: STUCK_MINUTES/],
    [{ DATABASE_URL: 'mysql://x' }, /^Invalid configuration: DATABASE_URL/],
    [{ NODE_ENV: 'production', JWT_SECRET: '' }, /^Invalid configuration: JWT_SECRET is required/],
    [{ PAYMENT_PROVIDER: 'stripe' }, /^Invalid configuration: STRIPE_SECRET_KEY/],
    [
      { NODE_ENV: 'production' },
      /^Invalid configuration: PAYMENT_PROVIDER must be chosen when NODE_ENV=production: set STRIPE_SECRET_KEY .* or PAYMENT_PROVIDER=local to confirm bookings without taking any money$/,
    ],
    [{ NODE_ENV: 'production', STRIPE_SECRET_KEY: ' ' }, /^Invalid configuration: PAYMENT_PROVIDER must be chosen/],
    [
      { NODE_ENV: 'production', PAYMENT_PROVIDER: 'local' },
      /^Invalid configuration: SMTP_URL is required when NODE_ENV=production \(or MAIL_TRANSPORT=file/,
    ],
    [{ MAIL_TRANSPORT: 'smtp' }, /^Invalid configuration: SMTP_URL is required when MAIL_TRANSPORT=smtp/],
    [
      {
        NODE_ENV: 'production',
        MAIL_TRANSPORT: 'file',
        STRIPE_SECRET_KEY: 'sk_live_1',
        PUBLIC_URL: 'https://shop.example',
      },
      /^Invalid configuration: STRIPE_WEBHOOK_SECRET is required when NODE_ENV=production/,
    ],
  ])('refuses %o with one line naming the variable', (env, message) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(message);
  });

  it.each([
    [
      'JWT_SECRET',
      { NODE_ENV: 'production', PAYMENT_PROVIDER: 'local', MAIL_TRANSPORT: 'file', JWT_SECRET: 'short-s3cret' },
      'short-s3cret',
    ],
    ['ADMIN_PASSWORD', { ADMIN_MOBILE: '07700900001', ADMIN_PASSWORD: 'pw1' }, 'pw1'],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://admin:hunter2@db/x' }, 'hunter2'],
  ])('names %s but never repeats its secret value', (name, env, secret) => {
    let message = '';
    try {
      loadConfig({ ...base, ...env });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(new RegExp(`^Invalid configuration: ${name} `));
    expect(message).not.toContain(secret);
  });
});
