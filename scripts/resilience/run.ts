/**
 * `npm run test:resilience`: real server processes on one PostgreSQL, a real SMTP listener and a
 * Stripe-compatible HTTP double, driven through six scenarios of a busy day, the last through
 * PgBouncer (see docs/resilience.md). Prints a table of the figures measured and exits non-zero when an
 * expectation fails. Every request goes to 127.0.0.1 and every loop is bounded.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Stripe from 'stripe';
import { StripeDouble } from '../../apps/server/src/test/stripe-double.js';
import { type Answer, clientAddress, pick, pool, request, shuffle, Tally } from './http.js';
import { findPgBouncer, PgBouncer } from './pgbouncer.js';
import { LocalCluster, RunDatabase } from './postgres.js';
import { freePort, ROOT, ServerProcess, sleep } from './servers.js';
import { SmtpSink } from './smtp-sink.js';

// ---------------------------------------------------------------- settings

const SERVER_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const SOAK_SECONDS = Number(process.env.RESILIENCE_SOAK_SECONDS ?? 600);
const WARMUP_SECONDS = Number(process.env.RESILIENCE_WARMUP_SECONDS ?? 90);
const SOAK_RPS = Number(process.env.RESILIENCE_SOAK_RPS ?? 60);
const POOLER_SECONDS = Number(process.env.RESILIENCE_POOLER_SECONDS ?? 30);
const ONLY = new Set((process.env.RESILIENCE_ONLY ?? '1,2,3,4,5,6').split(',').map((s) => Number(s.trim())));
const CHECKOUTS = 200;
const QUEUED_MAILS = 100;
const OUTAGE_MAILS = 50;
const SMTP_OUTAGE_SECONDS = 30;
const MAIL_LEASE_SECONDS = 10;
const TIME_ZONE = 'Europe/London';

const STRIPE_SECRET_KEY = `sk_test_resilience_${randomBytes(8).toString('hex')}`;
const STRIPE_WEBHOOK_SECRET = `whsec_resilience_${randomBytes(12).toString('hex')}`;
const ADMIN = { mobileNumber: '07700900777', password: `resilience-${randomBytes(6).toString('hex')}` };

for (const [name, value] of Object.entries({ SOAK_SECONDS, WARMUP_SECONDS, SOAK_RPS, POOLER_SECONDS })) {
  if (!Number.isFinite(value) || value <= 0) throw new Error(`RESILIENCE_${name} must be a positive number`);
}

// ---------------------------------------------------------------- report

interface Row {
  scenario: string;
  figure: string;
  value: string;
  expected: string;
  ok: boolean | undefined;
}

class Report {
  readonly rows: Row[] = [];

  /** A measured figure with an expectation. */
  check(scenario: string, figure: string, value: unknown, expected: string, ok: boolean): boolean {
    this.rows.push({ scenario, figure, value: String(value), expected, ok });
    const mark = ok ? 'ok  ' : 'FAIL';
    console.log(`  [${mark}] ${figure}: ${value} (expected ${expected})`);
    return ok;
  }

  /** A measured figure without an expectation. */
  note(scenario: string, figure: string, value: unknown): void {
    this.rows.push({ scenario, figure, value: String(value), expected: '', ok: undefined });
    console.log(`  [info] ${figure}: ${value}`);
  }

  get failed(): Row[] {
    return this.rows.filter((r) => r.ok === false);
  }

  table(): string {
    const head = ['scenario', 'figure', 'value', 'expected', 'ok'];
    const cells = this.rows.map((r) => [
      r.scenario,
      r.figure,
      r.value,
      r.expected,
      r.ok === undefined ? '' : r.ok ? 'yes' : 'NO',
    ]);
    const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => (c[i] ?? '').length)));
    const line = (c: string[]) => `| ${c.map((v, i) => v.padEnd(widths[i] ?? 0)).join(' | ')} |`;
    return [line(head), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...cells.map(line)].join('\n');
  }
}

// ---------------------------------------------------------------- helpers

function venueToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date());
}

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

async function waitFor(what: string, timeoutMs: number, test: () => Promise<boolean>, everyMs = 250): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await test().catch(() => false)) return Date.now() - started;
    await sleep(everyMs);
  }
  throw new Error(`timed out after ${seconds(timeoutMs)} waiting for ${what}`);
}

/** A plausible name from an e-mail like `s1-42@…` (names take letters, not digits). */
function personName(email: string): string {
  let n = Number(/(\d+)@/.exec(email)?.[1] ?? 0);
  let letters = '';
  do {
    letters = String.fromCharCode(97 + (n % 26)) + letters;
    n = Math.floor(n / 26);
  } while (n > 0);
  return `Team ${letters.charAt(0).toUpperCase()}${letters.slice(1)} ${email.slice(0, 2).toUpperCase() === 'S1' ? 'Saturday' : 'Seaside'}`;
}

let addressCounter = 1;
const nextAddress = () => clientAddress(addressCounter++);

// ---------------------------------------------------------------- the run

const report = new Report();
const sink = new SmtpSink();
const double = new StripeDouble(STRIPE_SECRET_KEY);
const stripe = new Stripe(STRIPE_SECRET_KEY);
const database = new RunDatabase(SERVER_URL);
const cluster = new LocalCluster(SERVER_URL, process.env.RESILIENCE_PG_CLUSTER || 'main');
const workDir = mkdtempSync(path.join(tmpdir(), 'seaside-resilience-'));
const servers: ServerProcess[] = [];
/** Scenario 6's instances and the PgBouncer in front of their database (stopped at cleanup). */
const pooled: { servers: ServerProcess[]; bouncer?: PgBouncer } = { servers: [] };
const s1Sessions: string[] = [];
let adminToken = '';

const live = () => servers.filter((s) => s.alive);
const anyServer = () => pick(live());

function serverEnv(name: string, port: number, jwtSecret: string, databaseUrl = database.url): Record<string, string> {
  return {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: path.join(workDir, name),
    DATABASE_URL: databaseUrl,
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    MAIL_FROM: 'bookings@seaside.test',
    MAIL_LEASE_SECONDS: String(MAIL_LEASE_SECONDS),
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET,
    STRIPE_API_URL: double.url,
    JWT_SECRET: jwtSecret,
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'loopback',
    ADMIN_MOBILE: ADMIN.mobileNumber,
    ADMIN_PASSWORD: ADMIN.password,
    // The scenarios put hundreds of players on one date; scenario 1 sets a small capacity itself.
    DAILY_CAPACITY: '10000',
  };
}

async function login(server: ServerProcess): Promise<string> {
  const res = await request(server.url, '/api/user/admin/login', {
    body: ADMIN,
    headers: { 'x-forwarded-for': nextAddress() },
  });
  if (res.status !== 200) throw new Error(`admin login answered ${res.status}: ${res.body}`);
  return res.json<{ accessToken: string }>().accessToken;
}

function checkout(server: ServerProcess, email: string, date: string, size: number): Promise<Answer> {
  return request(server.url, '/api/payment/checkout', {
    body: {
      email,
      registrationDate: date,
      teamMemberCount: size,
      amount: size * 10,
      fullName: personName(email),
      allowDuplicate: false,
    },
    headers: { 'x-forwarded-for': nextAddress() },
  });
}

const sessionIdOf = (a: Answer) => (a.json<{ checkoutUrl: string }>().checkoutUrl.split('/').pop() as string) ?? '';

function webhook(server: ServerProcess, payload: string): Promise<Answer> {
  return request(server.url, '/api/payment/webhook', {
    method: 'POST',
    raw: payload,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE_WEBHOOK_SECRET }),
    },
  });
}

const verify = (server: ServerProcess, id: string) =>
  request(server.url, `/api/payment/verify-session?sessionId=${encodeURIComponent(id)}`);

function addParticipant(server: ServerProcess, email: string, date: string): Promise<Answer> {
  return request(server.url, '/api/user/admin/create-participant', {
    body: {
      fullName: `Guest ${email.split('@')[0]}`,
      email,
      teamMemberCount: 4,
      registrationDate: date,
      bookingSource: 'DIRECT',
    },
    headers: { authorization: `Bearer ${adminToken}`, 'x-forwarded-for': nextAddress() },
  });
}

/** Confirmation mails of the bookings whose e-mail starts with `prefix`. */
async function confirmationMails(prefix: string) {
  return database.query<{
    message_id: string;
    status: string;
    attempts: number;
    leased: boolean;
    last_error: string | null;
  }>(
    `select o.message_id, o.status, o.attempts, coalesce(o.locked_until > now(), false) as leased, o.last_error
       from mail_outbox o join bookings b on b.id = o.booking_id
      where b.email like $1 and o.kind = 'confirmation'`,
    [`${prefix}%`],
  );
}

// ---------------------------------------------------------------- scenario 1

async function scenarioCheckouts(): Promise<void> {
  const S = '1 checkouts';
  console.log(`\n▶ Scenario 1: ${CHECKOUTS} checkouts at once on two instances, webhooks duplicated and reordered`);
  // Spread over ten dates, as a rush is: checkouts for one date queue on that date's places lock
  // (the contention itself is measured by lastPlacesOnTwoInstances below).
  const dateOf = (i: number) => addDays(venueToday(), 30 + (i % 10));
  const tally = new Tally();
  const started = Date.now();
  const created = await Promise.all(
    range(CHECKOUTS).map((i) =>
      checkout(servers[i % 2] as ServerProcess, `s1-${i}@example.com`, dateOf(i), 2 + (i % 5)).then((a) =>
        tally.add(a, 'checkout'),
      ),
    ),
  );
  const burstMs = Date.now() - started;
  const ok = created.filter((a) => a.status === 200);
  report.check(
    S,
    'checkouts answered 200',
    `${ok.length}/${CHECKOUTS}`,
    `${CHECKOUTS}/${CHECKOUTS}`,
    ok.length === CHECKOUTS,
  );
  report.note(
    S,
    'checkout burst: wall time, p50, p95',
    `${seconds(burstMs)}, ${tally.percentile(50).toFixed(0)} ms, ${tally.percentile(95).toFixed(0)} ms`,
  );
  const refused = created.find((a) => a.status !== 200);
  if (refused) console.log(`    ${tally.summary()}; e.g. ${refused.status} ${refused.body.slice(0, 200)}`);
  if (ok.length === 0) throw new Error('no checkout succeeded');
  const ids = ok.map(sessionIdOf);
  s1Sessions.push(...ids);

  // Half of the payers come back before paying (pending), then everybody pays at Stripe.
  const early = await pool(
    ids.filter((_, i) => i % 2 === 0),
    40,
    (id) => verify(anyServer(), id),
  );
  const pending = early.filter((a) => a.status === 200 && a.json().status === 'pending').length;
  report.check(S, 'verify before payment says pending', `${pending}/${early.length}`, 'all', pending === early.length);
  for (const id of ids) double.complete(id);

  // Three webhook deliveries per session (the same event twice, plus a second event), and a
  // verify-session, shuffled together and sent to random instances.
  type Job = { kind: 'webhook'; payload: string } | { kind: 'verify'; id: string };
  const jobs: Job[] = [];
  for (const id of ids) {
    const session = double.get(id);
    const completed = double.event('checkout.session.completed', session);
    jobs.push({ kind: 'webhook', payload: completed }, { kind: 'webhook', payload: completed });
    jobs.push({ kind: 'webhook', payload: double.event('checkout.session.async_payment_succeeded', session) });
    jobs.push({ kind: 'verify', id });
  }
  const deliveries = new Tally();
  const verifies = new Tally();
  const answers = await pool(shuffle(jobs), 60, async (job) => {
    const server = anyServer();
    if (job.kind === 'webhook') return { job, a: deliveries.add(await webhook(server, job.payload), 'webhook') };
    return { job, a: verifies.add(await verify(server, job.id), 'verify') };
  });
  const webhooksOk = answers.filter(
    ({ job, a }) => job.kind === 'webhook' && a.status === 200 && a.json().received === true,
  ).length;
  const verifyPaid = answers.filter(
    ({ job, a }) => job.kind === 'verify' && a.status === 200 && a.json().valid === true,
  ).length;
  report.check(
    S,
    'webhook deliveries answered 200',
    `${webhooksOk}/${ids.length * 3}`,
    'all',
    webhooksOk === ids.length * 3,
  );
  report.check(
    S,
    'verify-session calls answered paid',
    `${verifyPaid}/${ids.length}`,
    'all',
    verifyPaid === ids.length,
  );
  report.check(
    S,
    '5xx answers',
    deliveries.errors5xx + verifies.errors5xx + tally.errors5xx,
    '0',
    deliveries.errors5xx + verifies.errors5xx + tally.errors5xx === 0,
  );

  const [counts] = await database.query<{ total: string; paid: string; codes: string; sessions_paid: string }>(
    `select count(*) as total,
            count(*) filter (where is_payment_successful) as paid,
            count(distinct (registration_date, access_code)) filter (where access_code is not null) as codes,
            (select count(*) from payment_sessions ps join bookings b2 on b2.id = ps.booking_id
              where b2.email like 's1-%' and ps.status = 'paid') as sessions_paid
       from bookings where email like 's1-%'`,
  );
  report.check(S, 'paid bookings', counts?.paid, String(CHECKOUTS), Number(counts?.paid) === CHECKOUTS);
  report.check(
    S,
    'paid payment sessions',
    counts?.sessions_paid,
    String(CHECKOUTS),
    Number(counts?.sessions_paid) === CHECKOUTS,
  );
  report.check(S, 'distinct access codes', counts?.codes, String(CHECKOUTS), Number(counts?.codes) === CHECKOUTS);

  const mailWait = await waitFor('200 confirmation mails at the SMTP listener', 120_000, async () => {
    const rows = await confirmationMails('s1-');
    return rows.length === CHECKOUTS && sink.countOf(new Set(rows.map((r) => r.message_id))).distinct === CHECKOUTS;
  }).catch((error: Error) => {
    report.check(S, 'mail delivery', error.message, 'all delivered', false);
    return -1;
  });
  await sleep(3000); // room for any late repeat to arrive
  const rows = await confirmationMails('s1-');
  const atSink = sink.countOf(new Set(rows.map((r) => r.message_id)));
  report.check(S, 'confirmation mails in the outbox', rows.length, String(CHECKOUTS), rows.length === CHECKOUTS);
  report.check(
    S,
    'confirmation mails at SMTP: total / distinct Message-IDs',
    `${atSink.total} / ${atSink.distinct}`,
    `${CHECKOUTS} / ${CHECKOUTS}`,
    atSink.total === CHECKOUTS && atSink.distinct === CHECKOUTS,
  );
  if (mailWait >= 0) report.note(S, 'time from payments to the last confirmation mail', seconds(mailWait));
  await lastPlacesOnTwoInstances(S);
}

/** 20 checkouts of 2 players at once, on both instances, for a date with 3 places: exactly one fits. */
async function lastPlacesOnTwoInstances(S: string): Promise<void> {
  const date = addDays(venueToday(), 45);
  const token = await login(servers[0] as ServerProcess);
  const set = await request((servers[0] as ServerProcess).url, `/api/date/capacity/${date}`, {
    method: 'PUT',
    body: { capacity: 3 },
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': nextAddress() },
  });
  if (set.status !== 200) throw new Error(`setting a capacity answered ${set.status}: ${set.body}`);
  const answers = await Promise.all(
    range(20).map((i) => checkout(servers[i % 2] as ServerProcess, `cap-${i}@example.com`, date, 2)),
  );
  const held = answers.filter((a) => a.status === 200).length;
  const soldOut = answers.filter((a) => a.status === 409 && a.json<{ code?: string }>().code === 'SOLD_OUT').length;
  report.check(
    S,
    'last 3 places, 20 groups of 2 on two instances: held / sold out',
    `${held} / ${soldOut}`,
    '1 / 19',
    held === 1 && soldOut === 19,
  );
}

// ---------------------------------------------------------------- scenario 2

async function scenarioKill(): Promise<void> {
  const S = '2 SIGKILL';
  console.log(`\n▶ Scenario 2: one instance killed with SIGKILL while ${QUEUED_MAILS} mails are queued`);
  const [victim, twin] = servers as [ServerProcess, ServerProcess];
  const date = addDays(venueToday(), 45);
  // A slow receiver (a pause between DATA and its 250) keeps the queue long and a delivery in flight.
  sink.replyDelayMs = 250;
  const created = await pool(range(QUEUED_MAILS), 25, (i) =>
    addParticipant(pick([victim, twin]), `s2-${i}@example.com`, date),
  );
  const added = created.filter((a) => a.status === 200).length;
  report.check(
    S,
    'participants added (one confirmation mail each)',
    `${added}/${QUEUED_MAILS}`,
    'all',
    added === QUEUED_MAILS,
  );

  await waitFor(
    'the first deliveries',
    20_000,
    async () => {
      const rows = await confirmationMails('s2-');
      return sink.countOf(new Set(rows.map((r) => r.message_id))).distinct >= 3;
    },
    50,
  );
  victim.kill();
  const killedAt = Date.now();
  await victim.waitExit();
  const atKill = await confirmationMails('s2-');
  const queued = atKill.filter((r) => r.status === 'pending').length;
  const leased = new Set(atKill.filter((r) => r.status === 'pending' && r.leased).map((r) => r.message_id));
  report.check(S, 'killed with SIGKILL', victim.exited?.signal, 'SIGKILL', victim.exited?.signal === 'SIGKILL');
  report.check(S, 'mails still queued at the kill', queued, '> 50', queued > 50);
  report.note(S, 'mails leased (in flight) at the kill, either instance', leased.size);

  const ids = new Set(atKill.map((r) => r.message_id));
  const drain = await waitFor(`all ${QUEUED_MAILS} mails delivered by the twin`, 120_000, async () => {
    const rows = await confirmationMails('s2-');
    return rows.every((r) => r.status === 'sent') && sink.countOf(ids).distinct === QUEUED_MAILS;
  }).catch((error: Error) => {
    report.check(S, 'delivery after the kill', error.message, 'all delivered', false);
    return -1;
  });
  await sleep(2000);
  const atSink = sink.countOf(ids);
  const outsideLease = atSink.repeated.filter((id) => !leased.has(id));
  report.check(
    S,
    'mails delivered after the kill (distinct)',
    `${atSink.distinct}/${QUEUED_MAILS}`,
    'all',
    atSink.distinct === QUEUED_MAILS,
  );
  report.check(
    S,
    'duplicates (repeated in-flight mails)',
    atSink.total - atSink.distinct,
    `<= ${leased.size} in flight`,
    atSink.total - atSink.distinct <= leased.size,
  );
  report.check(S, 'duplicates of mails that were not in flight', outsideLease.length, '0', outsideLease.length === 0);
  report.check(S, 'twin kept serving', twin.alive ? 'alive' : 'dead', 'alive', twin.alive);
  if (drain >= 0)
    report.note(
      S,
      `time from the kill to the last mail (lease ${MAIL_LEASE_SECONDS} s)`,
      seconds(Date.now() - killedAt - 2000),
    );
  sink.replyDelayMs = 0;

  await victim.start();
  report.check(S, 'killed instance back (new process) and healthy', victim.alive ? 'yes' : 'no', 'yes', victim.alive);
}

// ---------------------------------------------------------------- scenario 3

async function scenarioSmtpDown(): Promise<void> {
  const S = '3 SMTP down';
  console.log(`\n▶ Scenario 3: the SMTP listener down for ${SMTP_OUTAGE_SECONDS} s`);
  const date = addDays(venueToday(), 50);
  await sink.stop();
  const downAt = Date.now();
  const created = await pool(range(OUTAGE_MAILS), 20, (i) => addParticipant(anyServer(), `s3-${i}@example.com`, date));
  const added = created.filter((a) => a.status === 200).length;
  report.check(S, 'participants added while SMTP is down', `${added}/${OUTAGE_MAILS}`, 'all', added === OUTAGE_MAILS);
  await sleep(Math.max(0, downAt + SMTP_OUTAGE_SECONDS * 1000 - Date.now()));
  const during = await confirmationMails('s3-');
  const failedAttempts = during.reduce((n, r) => n + (r.last_error ? r.attempts : 0), 0);
  const sentDuring = during.filter((r) => r.status === 'sent').length;
  report.check(S, 'mails sent while down', sentDuring, '0', sentDuring === 0);
  report.check(
    S,
    'failed delivery attempts during the outage',
    failedAttempts,
    '> 0 (retried with backoff)',
    failedAttempts > 0,
  );

  await sink.start(sink.port);
  const upAt = Date.now();
  const ids = new Set(during.map((r) => r.message_id));
  const after = await waitFor(`all ${OUTAGE_MAILS} mails after SMTP returns`, 180_000, async () => {
    const rows = await confirmationMails('s3-');
    return rows.every((r) => r.status === 'sent') && sink.countOf(ids).distinct === OUTAGE_MAILS;
  }).catch((error: Error) => {
    report.check(S, 'delivery after the outage', error.message, 'all delivered', false);
    return -1;
  });
  await sleep(1000);
  const atSink = sink.countOf(ids);
  const rows = await confirmationMails('s3-');
  report.check(
    S,
    'mails delivered after SMTP returned (distinct)',
    `${atSink.distinct}/${OUTAGE_MAILS}`,
    'all',
    atSink.distinct === OUTAGE_MAILS,
  );
  report.check(S, 'duplicates', atSink.total - atSink.distinct, '0', atSink.total === atSink.distinct);
  report.check(
    S,
    'mails given up (failed)',
    rows.filter((r) => r.status === 'failed').length,
    '0',
    rows.every((r) => r.status !== 'failed'),
  );
  if (after >= 0) report.note(S, 'time from SMTP back to the last mail', seconds(Date.now() - upAt - 1000));
}

// ---------------------------------------------------------------- scenario 4

interface Load {
  stop(): Promise<void>;
  tallies: Record<string, Tally>;
  phase: string;
}

type Op = (s: ServerProcess) => Promise<Answer>;

function weighted(ops: Array<[number, Op]>, roll: number): Op {
  let rest = roll;
  for (const [w, op] of ops) {
    rest -= w;
    if (rest < 0) return op;
  }
  return (ops.at(-1) as [number, Op])[1];
}

/** Mixed traffic from `workers` loops to the `targets` (any live instance of the two), counted by the phase it was sent in. */
function startLoad(workers: number, rps: number, ops: Array<[number, Op]>, targets = live): Load {
  let running = true;
  const load: Load = { tallies: {}, phase: 'before', stop: async () => undefined };
  const weight = ops.reduce((n, [w]) => n + w, 0);
  const interval = (workers / rps) * 1000;
  const loops = range(workers).map(async () => {
    while (running) {
      const t0 = Date.now();
      const op = weighted(ops, Math.random() * weight);
      const phase = load.phase;
      const a = await op(pick(targets()));
      load.tallies[phase] ??= new Tally();
      load.tallies[phase]?.add(a, phase);
      const rest = interval - (Date.now() - t0);
      if (rest > 0) await sleep(rest);
    }
  });
  load.stop = async () => {
    running = false;
    await Promise.all(loops);
  };
  return load;
}

async function scenarioPostgresRestart(): Promise<void> {
  const S = '4 PG restart';
  console.log('\n▶ Scenario 4: PostgreSQL restarted under load');
  const pids = servers.map((s) => s.pid);
  const starts = servers.map((s) => s.starts);
  const futureDate = addDays(venueToday(), 60);
  let n = 0;
  const load = startLoad(8, 150, [
    [3, (s) => request(s.url, '/api/date/public-list')],
    [3, (s) => verify(s, s1Sessions.length ? pick(s1Sessions) : 'cs_test_unknown')],
    [2, (s) => request(s.url, '/api/user/list?page=1&limit=5', { headers: { authorization: `Bearer ${adminToken}` } })],
    [1, (s) => checkout(s, `s4-${n++}@example.com`, futureDate, 2)],
    [1, (s) => request(s.url, '/book-now')],
  ]);

  // Health of each instance every 50 ms.
  const health = servers.map(() => [] as Array<{ at: number; status: number }>);
  let polling = true;
  const pollers = servers.map(async (server, i) => {
    while (polling) {
      const a = await request(server.url, '/api/health', { timeoutMs: 10_000 });
      health[i]?.push({ at: Date.now(), status: a.status });
      await sleep(50);
    }
  });

  await sleep(5000);
  load.phase = 'during';
  const restartAt = Date.now();
  let restartError = '';
  await cluster.restart().catch((error: Error) => {
    restartError = error.message;
  });
  const restartedAt = Date.now();
  report.check(
    S,
    'pg_ctlcluster restart',
    restartError || `done in ${seconds(restartedAt - restartAt)}`,
    'done',
    !restartError,
  );
  const recovered = await waitFor(
    'both instances healthy again',
    60_000,
    async () => {
      const answers = await Promise.all(servers.map((s) => request(s.url, '/api/health', { timeoutMs: 5000 })));
      return answers.every((a) => a.status === 200);
    },
    100,
  ).catch(() => -1);
  load.phase = 'after';
  const recoveredAt = Date.now();
  await sleep(15_000);
  await load.stop();
  polling = false;
  await Promise.all(pollers);

  servers.forEach((server, i) => {
    const samples = health[i] ?? [];
    const duringSamples = samples.filter((h) => h.at >= restartAt && h.at <= recoveredAt);
    const saw503 = duringSamples.filter((h) => h.status === 503).length;
    const others = duringSamples.filter((h) => h.status !== 503 && h.status !== 200).map((h) => h.status);
    const last = samples.at(-1)?.status;
    report.check(
      S,
      `${server.name}: /api/health 503 during the restart`,
      `${saw503} of ${duringSamples.length} polls`,
      '> 0, others 200',
      saw503 > 0 && others.length === 0,
    );
    report.check(S, `${server.name}: /api/health after`, last, '200', last === 200);
  });
  report.check(
    S,
    'recovered (both healthy) after the restart finished',
    recovered >= 0 ? seconds(recovered) : 'never',
    '< 60 s',
    recovered >= 0,
  );
  const samePids = servers.every((s, i) => s.pid === pids[i] && s.alive && s.starts === starts[i]);
  report.check(S, 'server processes restarted', samePids ? 'none (same PIDs, alive)' : 'yes', 'none', samePids);
  const before = load.tallies.before ?? new Tally();
  const during = load.tallies.during ?? new Tally();
  const after = load.tallies.after ?? new Tally();
  report.note(S, 'requests before (by status)', before.summary());
  report.note(S, 'requests during (by status)', during.summary() || 'none');
  report.check(
    S,
    'answers 500 during the restart (503 expected instead)',
    during.status500,
    '0',
    during.status500 === 0,
  );
  report.check(
    S,
    'requests after recovery (by status)',
    after.summary(),
    'no 5xx, all answered',
    after.total > 0 && after.errors5xx === 0 && after.noAnswer === 0,
  );
  report.check(S, 'answers 500 after recovery', after.status500, '0', after.status500 === 0);
  report.check(S, '5xx before the restart', before.errors5xx, '0', before.errors5xx === 0);
  for (const sample of [...during.samples.slice(0, 2), ...after.samples]) console.log(`    e.g. ${sample}`);
}

// ---------------------------------------------------------------- scenario 5

/** What the mixed traffic got acknowledged: the checkouts' payment sessions, and the chat messages answered 200. */
interface Acknowledged {
  checkoutSessions: string[];
  chatMessages: number;
}

/**
 * A busy day's mixed traffic: 30 teams playing today (added through `at()`, e-mails
 * `<prefix>-<n>@example.com`), then the operations with their weights for `startLoad`, which count
 * what they got acknowledged.
 */
async function mixedTraffic(
  S: string,
  prefix: string,
  at: () => ServerProcess,
): Promise<{ ops: Array<[number, Op]>; acknowledged: Acknowledged }> {
  const today = venueToday();
  const futureDate = addDays(today, 70);
  adminToken = await login(at());

  // Teams playing today: their links, player cookies and codes.
  const teams = 30;
  const added = await pool(range(teams), 10, (i) => addParticipant(at(), `${prefix}-${i}@example.com`, today));
  if (added.some((a) => a.status !== 200)) throw new Error('could not add the playing teams');
  const players = await database.query<{ access_token: string; access_code: string }>(
    `select access_token, access_code from bookings where email like $1 and access_token is not null`,
    [`${prefix}-%`],
  );
  const cookies: string[] = [];
  for (const p of players) {
    const a = await request(at().url, `/api/access/validate/${p.access_token}`);
    const cookie = a.setCookies.find((c) => c.startsWith('seaside_player='))?.split(';')[0];
    if (cookie) cookies.push(cookie);
  }
  report.check(
    S,
    'playing teams with an active player cookie',
    `${cookies.length}/${teams}`,
    'all',
    cookies.length === teams,
  );
  const index = await request(at().url, '/');
  const assets = [...index.body.matchAll(/(?:src|href)="(\/static\/[^"]+)"/g)].map((m) => m[1] as string);
  const pages = ['/', '/home', '/book-now', '/how-it-works', '/puzzle/access', ...assets];
  const sessions: string[] = [];
  const acknowledged: Acknowledged = { checkoutSessions: [], chatMessages: 0 };
  let n = 0;
  const guesses = ['START', 'HINT', 'the pier', 'brighton', 'PAUSE', 'lighthouse', 'START'];

  const ops: Array<[number, Op]> = [
    [20, (s) => request(s.url, pick(pages))],
    [12, (s) => request(s.url, '/api/date/public-list')],
    [
      8,
      async (s) => {
        const a = await checkout(s, `${prefix}-soak-${n++}@example.com`, futureDate, 2 + (n % 4));
        if (a.status === 200) {
          acknowledged.checkoutSessions.push(sessionIdOf(a));
          sessions.push(sessionIdOf(a));
        }
        if (sessions.length > 500) sessions.shift();
        return a;
      },
    ],
    [
      12,
      (s) => {
        const known = sessions.length && Math.random() < 0.5 ? sessions : s1Sessions;
        return verify(s, known.length ? pick(known) : 'cs_test_unknown');
      },
    ],
    [12, (s) => request(s.url, `/api/access/validate/${pick(players).access_token}`)],
    [
      4,
      (s) =>
        request(s.url, '/api/access/validate-code', {
          body: { code: Math.random() < 0.5 ? pick(players).access_code : 'FFF0', date: new Date().toISOString() },
          headers: { 'x-forwarded-for': nextAddress() },
        }),
    ],
    [4, (s) => request(s.url, '/api/puzzle/start', { method: 'POST', headers: { cookie: pick(cookies) } })],
    [
      10,
      async (s) => {
        const a = await request(s.url, '/api/puzzle/send', {
          body: { message: pick(guesses) },
          headers: { cookie: pick(cookies) },
        });
        if (a.status === 200) acknowledged.chatMessages++;
        return a;
      },
    ],
    [
      10,
      async (s) => {
        const page = 1 + Math.floor(Math.random() * 5);
        const filter = pick([
          '',
          '&quizStatusFilter=pending',
          '&quizStatusFilter=completed',
          `&registrationDate=${today}`,
        ]);
        const a = await request(s.url, `/api/user/list?page=${page}&limit=5${filter}`, {
          headers: { authorization: `Bearer ${adminToken}` },
        });
        if (a.status === 401) adminToken = await login(s); // the 15-minute token ran out
        return a;
      },
    ],
  ];
  return { ops, acknowledged };
}

async function scenarioSoak(): Promise<void> {
  const S = '5 soak';
  console.log(
    `\n▶ Scenario 5: mixed traffic, ${WARMUP_SECONDS} s warm-up then a ${SOAK_SECONDS} s soak at ~${SOAK_RPS} requests/s`,
  );
  const { ops } = await mixedTraffic(S, 's5', anyServer);
  const load = startLoad(8, SOAK_RPS, ops);
  load.phase = 'warm-up';
  await sleep(WARMUP_SECONDS * 1000);
  load.phase = 'soak';
  const soakStarted = Date.now();
  // One RSS reading per instance at the end of every tenth of the soak.
  const curve = servers.map(() => [] as number[]);
  for (let step = 1; step <= 10; step++) {
    await sleep(Math.max(0, soakStarted + (SOAK_SECONDS * 1000 * step) / 10 - Date.now()));
    for (const [j, server] of servers.entries()) curve[j]?.push(server.rss());
    console.log(
      `    ${step * 10}% of the soak: RSS ${servers.map((sv, j) => `${sv.name} ${mb(curve[j]?.at(-1) ?? 0)}`).join(', ')}`,
    );
  }
  await load.stop();
  const soakMs = Date.now() - soakStarted;

  const soak = load.tallies.soak ?? new Tally();
  const warmTally = load.tallies['warm-up'] ?? new Tally();
  report.note(S, 'requests during the soak (by status)', soak.summary());
  report.note(
    S,
    'throughput, p50, p95, p99',
    `${(soak.total / (soakMs / 1000)).toFixed(0)}/s, ${soak.percentile(50).toFixed(0)} ms, ${soak.percentile(95).toFixed(0)} ms, ${soak.percentile(99).toFixed(0)} ms`,
  );
  report.check(
    S,
    '5xx or unanswered during warm-up and soak',
    warmTally.errors5xx + warmTally.noAnswer + soak.errors5xx + soak.noAnswer,
    '0',
    warmTally.errors5xx + warmTally.noAnswer + soak.errors5xx + soak.noAnswer === 0,
  );
  for (const sample of soak.samples) console.log(`    e.g. ${sample}`);
  servers.forEach((server, j) => {
    const readings = curve[j] ?? [];
    report.note(
      S,
      `${server.name}: RSS curve over the soak (MB)`,
      readings.map((r) => (r / 1024 / 1024).toFixed(0)).join(' '),
    );
    // Medians of three readings each, so one garbage collection's dip or peak does not decide.
    const first = median(readings.slice(0, 3));
    const last = median(readings.slice(-3));
    const growth = (last - first) / first;
    report.check(
      S,
      `${server.name}: RSS, first three tenths -> last three tenths of the soak (medians)`,
      `${mb(first)} -> ${mb(last)} (${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)}%)`,
      '<= +20%',
      growth <= 0.2,
    );
  });
}

// ---------------------------------------------------------------- scenario 6

async function scenarioPooler(): Promise<void> {
  const S = '6 PgBouncer';
  console.log(
    `\n▶ Scenario 6: two more instances through PgBouncer in transaction mode, ${POOLER_SECONDS} s of mixed traffic at ~${SOAK_RPS} requests/s`,
  );
  const binary = findPgBouncer();
  if (!binary) {
    // CI must prove it; a developer without the package is told how to get it.
    if (process.env.CI === 'true') {
      report.check(S, 'pgbouncer installed', 'not found', '/usr/sbin/pgbouncer (Debian package pgbouncer)', false);
    } else {
      report.note(S, 'SKIPPED: pgbouncer not installed', 'apt-get install pgbouncer');
    }
    return;
  }
  const ports = new Set(servers.map((server) => server.port));
  const bouncer = new PgBouncer(
    binary,
    SERVER_URL,
    database.name,
    await freePort(6432, 6499, ports),
    path.join(workDir, 'pgbouncer'),
  );
  pooled.bouncer = bouncer;
  await bouncer.start();
  const jwtSecret = randomBytes(48).toString('base64url');
  for (const name of ['instance-c', 'instance-d']) {
    const port = await freePort(3700, 3789, ports);
    pooled.servers.push(new ServerProcess(name, port, serverEnv(name, port, jwtSecret, bouncer.url), workDir));
  }
  // Both start at once: the migration lock is taken through the pooler too.
  await Promise.all(pooled.servers.map((server) => server.start()));
  report.note(S, 'instances started through PgBouncer', pooled.servers.map((server) => server.name).join(', '));

  const targets = () => pooled.servers.filter((server) => server.alive);
  const { ops, acknowledged } = await mixedTraffic(S, 's6', () => pick(targets()));
  const load = startLoad(8, SOAK_RPS, ops, targets);
  load.phase = 'pooled';
  // PgBouncer's pool once a second: the most clients and server connections it had at once.
  let mostClients = 0;
  let mostServerConnections = 0;
  let poolMode = '';
  const until = Date.now() + POOLER_SECONDS * 1000;
  while (Date.now() < until) {
    for (const row of await bouncer.pools()) {
      poolMode = row.pool_mode;
      mostClients = Math.max(mostClients, Number(row.cl_active) + Number(row.cl_waiting));
      mostServerConnections = Math.max(
        mostServerConnections,
        Number(row.sv_active) + Number(row.sv_idle) + Number(row.sv_used),
      );
    }
    await sleep(Math.min(1000, Math.max(0, until - Date.now())));
  }
  await load.stop();

  const traffic = load.tallies.pooled ?? new Tally();
  report.note(S, 'requests (by status)', traffic.summary());
  report.note(
    S,
    'p50, p95, p99',
    `${traffic.percentile(50).toFixed(0)} ms, ${traffic.percentile(95).toFixed(0)} ms, ${traffic.percentile(99).toFixed(0)} ms`,
  );
  report.check(
    S,
    '5xx or unanswered',
    traffic.errors5xx + traffic.noAnswer,
    '0',
    traffic.errors5xx + traffic.noAnswer === 0,
  );
  for (const sample of traffic.samples) console.log(`    e.g. ${sample}`);
  const [stored] = await database.query<{ sessions: string; turns: string }>(
    `select (select count(*) from payment_sessions where provider_session_id = any($1)) as sessions,
            (select count(*) from hunt_turns t join bookings b on b.id = t.booking_id
              -- A step the team sent holds its message (START's step begins with the intro).
              where b.email like 's6-%' and t.messages @> '[{"role": "user"}]') as turns`,
    [acknowledged.checkoutSessions],
  );
  report.check(
    S,
    'checkouts answered 200 / their payment sessions stored',
    `${acknowledged.checkoutSessions.length} / ${stored?.sessions}`,
    'equal, > 0',
    acknowledged.checkoutSessions.length > 0 && Number(stored?.sessions) === acknowledged.checkoutSessions.length,
  );
  report.check(
    S,
    'chat messages answered 200 / chat steps stored',
    `${acknowledged.chatMessages} / ${stored?.turns}`,
    'equal, > 0',
    acknowledged.chatMessages > 0 && Number(stored?.turns) === acknowledged.chatMessages,
  );
  report.check(S, 'PgBouncer pool mode', poolMode, 'transaction', poolMode === 'transaction');
  report.note(
    S,
    'PgBouncer: most client / server connections at once (pool size)',
    `${mostClients} / ${mostServerConnections} (${bouncer.poolSize})`,
  );
  for (const server of pooled.servers) {
    report.check(S, `${server.name} still running`, server.alive ? 'yes' : 'no', 'yes', server.alive);
  }
  await Promise.all(pooled.servers.map((server) => server.stop()));
  await bouncer.stop();
}

const median = (values: number[]): number => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? 0;

// ---------------------------------------------------------------- main

async function main(): Promise<void> {
  const began = Date.now();
  console.log('▶ Building what is missing (scripts/build-if-needed.mjs)');
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/build-if-needed.mjs')], { cwd: ROOT, stdio: 'inherit' });
  await cluster.ensureRunning();
  await database.create();
  console.log(`▶ Database ${database.name} on ${new URL(SERVER_URL).host}; work files in ${workDir}`);
  const ports = new Set<number>();
  await double.start();
  await sink.start(await freePort(3790, 3799, ports));
  const jwtSecret = randomBytes(48).toString('base64url');
  for (const name of ['instance-a', 'instance-b']) {
    const port = await freePort(3700, 3789, ports);
    servers.push(new ServerProcess(name, port, serverEnv(name, port, jwtSecret), workDir));
  }
  // The first start migrates; the second starts at the same time to prove the advisory lock.
  await Promise.all(servers.map((s) => s.start()));
  console.log(
    `▶ ${servers.map((s) => `${s.name} pid ${s.pid} on :${s.port}`).join(', ')}; SMTP on :${sink.port}; Stripe double at ${double.url}`,
  );
  adminToken = await login(servers[0] as ServerProcess);

  const scenarios: Array<[number, () => Promise<void>]> = [
    [1, scenarioCheckouts],
    [2, scenarioKill],
    [3, scenarioSmtpDown],
    [4, scenarioPostgresRestart],
    [5, scenarioSoak],
    [6, scenarioPooler],
  ];
  for (const [number, scenario] of scenarios) {
    if (!ONLY.has(number)) continue;
    try {
      await scenario();
    } catch (error) {
      report.check(`${number}`, 'scenario ran to the end', (error as Error).message, 'no error', false);
    }
    for (const server of servers) {
      if (!server.alive) {
        report.check(
          `${number}`,
          `${server.name} still running`,
          `exited ${JSON.stringify(server.exited)}`,
          'running',
          false,
        );
        console.log(server.tail());
        await server.start().catch(() => undefined);
      }
    }
  }
  report.note('all', 'total run time', seconds(Date.now() - began));
}

async function cleanup(): Promise<void> {
  await Promise.all([...servers, ...pooled.servers].map((s) => s.stop().catch(() => undefined)));
  await pooled.bouncer?.stop().catch(() => undefined);
  await sink.stop().catch(() => undefined);
  await double.stop().catch(() => undefined);
  await cluster.ensureRunning().catch((error: Error) => console.error(`PostgreSQL: ${error.message}`));
  await database.drop().catch((error: Error) => console.error(`could not drop ${database.name}: ${error.message}`));
}

let exitCode = 0;
let cleaning: Promise<void> | undefined;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: cleaning up`);
    cleaning ??= cleanup();
    void cleaning.finally(() => process.exit(130));
  });
}

try {
  await main();
} catch (error) {
  console.error(error);
  report.check('setup', 'run', (error as Error).message, 'no error', false);
} finally {
  cleaning ??= cleanup();
  await cleaning;
}
console.log('\nResilience figures\n');
console.log(report.table());
if (report.failed.length > 0) {
  exitCode = 1;
  console.log(`\n${report.failed.length} expectation(s) failed; server logs were in ${workDir}`);
  for (const server of [...servers, ...pooled.servers])
    console.log(`\n--- ${server.name} (last lines)\n${server.tail(30)}`);
  if (pooled.bouncer) console.log(`\n--- pgbouncer (last lines)\n${pooled.bouncer.tail(30)}`);
} else {
  rmSync(workDir, { recursive: true, force: true });
  console.log('\nAll expectations met.');
}
process.exit(exitCode);
