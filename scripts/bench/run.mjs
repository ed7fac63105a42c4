#!/usr/bin/env node
/**
 * `npm run bench`: the API under the load of its busiest day, beside a floor route doing the
 * least a durable chat step can do, on the same PostgreSQL, in one run (docs/performance.md).
 *
 * 1. builds what is missing (scripts/build-if-needed.mjs, under the shared build lock);
 * 2. creates the database `seaside_bench` on TEST_DATABASE_URL's server, migrates it, seeds
 *    --bookings bookings and --teams teams playing today (scripts/bench/seed.mjs) and the floor
 *    route's tables;
 * 3. starts the product (node apps/server/dist/main.js, NODE_ENV=production, local payments,
 *    TRUST_PROXY=loopback so each checkout comes from its own address) and the reference server
 *    (scripts/bench/reference-server.mjs: the floor route and a bare "hello");
 * 4. peak day: every route at once at fixed rates (open loop), a warm-up then --peak-seconds;
 * 5. stress: the chat alone at each of --stress-rates, the floor at the same rate beside it;
 * 6. efficiency: the most chat messages a second, product and floor in alternating closed-loop runs;
 * 7. prints the tables, writes --out, and with --update-docs puts them into docs/performance.md.
 * The database is dropped at the end.
 *
 * Options: --bookings N (1000000)  --teams N (1000)  --load-teams N (10000: the stress and
 *          efficiency teams, seeded after the peak day)  --peak-seconds S (60)  --warmup S (10)
 *          --stress-rates 100,200,300  --stress-seconds S (20)  --efficiency-runs N (3)
 *          --efficiency-seconds S (10)  --connections C (32)  --phases peak,stress,efficiency
 *          --port P (3800; the reference server uses P+1)  --out FILE (bench-results.json)
 *          --update-docs  --report-only (print the table of --out, and with --update-docs write it
 *          into the docs, without measuring)  --profile DIR (the product writes a V8 CPU profile
 *          into DIR when it stops: open it in Chrome's DevTools)
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { updatePerformanceDoc } from './docs.mjs';
import { closedLoop, openLoop, sleep } from './load.mjs';
import {
  bookedDates,
  FIRST_NAMES,
  LAST_NAMES,
  openDates,
  query,
  sampleTokens,
  seedBookings,
  seedFloor,
  seedTeams,
} from './seed.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const require = createRequire(path.join(root, 'apps/server/package.json'));
const pg = require('pg');

const { values: opts } = parseArgs({
  options: {
    bookings: { type: 'string', default: '1000000' },
    teams: { type: 'string', default: '1000' },
    'load-teams': { type: 'string', default: '10000' },
    'peak-seconds': { type: 'string', default: '60' },
    warmup: { type: 'string', default: '10' },
    'stress-rates': { type: 'string', default: '100,200,300' },
    'stress-seconds': { type: 'string', default: '20' },
    'efficiency-runs': { type: 'string', default: '3' },
    'efficiency-seconds': { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    phases: { type: 'string', default: 'peak,stress,efficiency' },
    port: { type: 'string', default: '3800' },
    out: { type: 'string', default: 'bench-results.json' },
    'update-docs': { type: 'boolean', default: false },
    'report-only': { type: 'boolean', default: false },
    profile: { type: 'string' },
  },
});
const settings = {
  bookings: Number(opts.bookings),
  teams: Number(opts.teams),
  loadTeams: Number(opts['load-teams']),
  peakSeconds: Number(opts['peak-seconds']),
  warmup: Number(opts.warmup),
  stressRates: opts['stress-rates'].split(',').map(Number),
  stressSeconds: Number(opts['stress-seconds']),
  efficiencyRuns: Number(opts['efficiency-runs']),
  efficiencySeconds: Number(opts['efficiency-seconds']),
  connections: Number(opts.connections),
};
const PHASES = opts.phases.split(',');
const PORT = Number(opts.port);
const REFERENCE_PORT = PORT + 1;

/**
 * The peak day's routes: arrival rate (requests a second), p99 target (ms), and `next(ctx)`, the
 * stream of its requests (ctx: the seeded `data`, an admin `token`, the list's `totals`, `today`
 * at the venue). Adding a route is one line here.
 */
const PEAK = {
  chat: {
    label: 'POST /api/puzzle/send',
    rate: 50,
    p99: 50,
    next: ({ data }) => chatMessages(data.teams, data.answers),
  },
  token: { label: 'GET /api/access/validate/{token}', rate: 10, p99: 20, next: ({ data }) => tokenChecks(data.tokens) },
  checkout: {
    label: 'POST /api/payment/checkout',
    rate: 5,
    p99: 150,
    next: ({ data }) => checkouts(data.checkoutDates),
  },
  publicList: {
    label: 'GET /api/date/public-list',
    rate: 20,
    p99: 20,
    next: () => gets(['/api/date/public-list']),
  },
  adminList: {
    label: 'GET /api/user/list (admin)',
    rate: 2,
    p99: 25,
    next: ({ data, token, totals }) => listPages(token, data.listDates, totals),
  },
  summary: {
    label: 'GET /api/ops/summary (admin)',
    rate: 2,
    p99: 100,
    next: ({ token, today }) => gets(summaryPaths(today), token),
  },
  live: {
    label: 'GET /api/ops/live (admin)',
    rate: 1,
    p99: 100,
    // The boards of the coming dates in turn, each holding what capacity allows (about 20 teams).
    // A board's cost grows with its date's teams, not with the million: today (the chat load's
    // 11,000 teams) and the crowded past dates are left out.
    next: ({ data, token }) =>
      gets(
        data.checkoutDates.map((date) => `/api/ops/live?date=${date}`),
        token,
      ),
  },
};
/** Stress: the product's chat p99 at most FLOOR_FACTOR x the floor's p99 + FLOOR_MARGIN_MS. */
const FLOOR_FACTOR = 1.5;
const FLOOR_MARGIN_MS = 10;
/** Efficiency: the product's most chat messages a second, as a share of the floor's. */
const EFFICIENCY_TARGET = 0.5;

const ADMIN = { mobileNumber: '07700900999', password: `bench-${randomBytes(6).toString('hex')}` };
const adminUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const DATABASE = 'seaside_bench';
/**
 * The stored default capacity of the bench's database: room on the checkout dates for the seeded
 * future bookings (scripts/bench/seed.mjs keeps them at about 90 players a day) and the run's checkouts.
 */
const BENCH_DAILY_CAPACITY = 300;
const log = (...args) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}]`, ...args);

if (opts['report-only']) {
  const table = renderTables(JSON.parse(readFileSync(path.resolve(root, opts.out), 'utf8')));
  console.log(table);
  if (opts['update-docs']) updatePerformanceDoc('bench', table);
  process.exit(0);
}

/* ---------------- build, database ---------------- */

function buildIfNeeded() {
  const hasFlock = spawnSync('flock', ['--version'], { stdio: 'ignore' }).status === 0;
  const build = [process.execPath, path.join(root, 'scripts/build-if-needed.mjs')];
  const [cmd, ...args] = hasFlock ? ['flock', process.env.WEBBUILD_LOCK ?? '/tmp/webbuild.lock', ...build] : build;
  const res = spawnSync(cmd, args, { stdio: 'inherit', cwd: root });
  if (res.status !== 0) throw new Error('build failed');
}

/** Today at the venue (Europe/London unless VENUE_TIMEZONE says otherwise). */
function venueToday() {
  const zone = process.env.VENUE_TIMEZONE ?? 'Europe/London';
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
}

async function onServer(statement) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return (await client.query(statement)).rows;
  } finally {
    await client.end();
  }
}

function benchDatabaseUrl() {
  const url = new URL(adminUrl);
  url.pathname = `/${DATABASE}`;
  return url.toString();
}

/** A fresh database, migrated and seeded as the product seeds itself at a first start. */
async function createDatabase(dataDir) {
  await onServer(`drop database if exists ${DATABASE} with (force)`);
  await onServer(`create database ${DATABASE}`);
  const databaseUrl = benchDatabaseUrl();
  const { openDatabase, runMigrations } = await import(path.join(root, 'apps/server/dist/db/client.js'));
  const { seedDatabase } = await import(path.join(root, 'apps/server/dist/db/seed.js'));
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    await runMigrations(database);
    await seedDatabase(database.db, { dailyCapacity: BENCH_DAILY_CAPACITY });
  } finally {
    await database.close();
  }
  return databaseUrl;
}

/* ---------------- processes ---------------- */

async function waitForHttp(url, child, name) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${name} did not answer ${url} within 120 s`);
    await sleep(200);
  }
}

function startProcess(args, env, logFile) {
  const out = createWriteStream(logFile);
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'pipe' });
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  return child;
}

async function stopProcess(child) {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

async function startProduct(databaseUrl, dataDir, logFile) {
  const child = startProcess(
    [
      ...(opts.profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(opts.profile)}`] : []),
      path.join(root, 'apps/server/dist/main.js'),
    ],
    {
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      JWT_SECRET: randomBytes(32).toString('hex'),
      ADMIN_MOBILE: ADMIN.mobileNumber,
      ADMIN_PASSWORD: ADMIN.password,
      PAYMENT_PROVIDER: 'local',
      STRIPE_SECRET_KEY: '',
      SMTP_URL: '',
      MAIL_TRANSPORT: 'file',
      REDIS_URL: '',
      // Visitors arrive through the proxy: the per-address checkout limit sees X-Forwarded-For.
      TRUST_PROXY: 'loopback',
    },
    logFile,
  );
  await waitForHttp(`http://127.0.0.1:${PORT}/api/health`, child, 'the product');
  return child;
}

async function startReference(databaseUrl, logFile) {
  const child = startProcess(
    [path.join(root, 'scripts/bench/reference-server.mjs')],
    { PORT: String(REFERENCE_PORT), DATABASE_URL: databaseUrl },
    logFile,
  );
  await waitForHttp(`http://127.0.0.1:${REFERENCE_PORT}/hello`, child, 'the reference server');
  return child;
}

async function adminToken() {
  const res = await fetch(`http://127.0.0.1:${PORT}/api/user/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!res.ok) throw new Error(`admin login failed: ${res.status} ${await res.text()}`);
  return (await res.json()).accessToken;
}

/* ---------------- requests ---------------- */

/**
 * Chat messages from `teams` (player tokens) in turn. Each team plays its own script, five
 * messages a clue: a hint, a wrong guess, the clue's answer, the next hint, a wrong guess (no
 * clue's answer, nor near one), so every team moves through the hunt as a real one does.
 */
function chatMessages(teams, answers) {
  const sent = new Uint16Array(teams.length);
  let turn = 0;
  return () => {
    const team = turn++ % teams.length;
    const k = sent[team]++;
    const answer = answers[Math.floor(k / 5)] ?? 'the end';
    const message = ['HINT', 'the seafront', answer, 'HINT', 'the harbour'][k % 5];
    return {
      method: 'POST',
      path: '/api/puzzle/send',
      headers: { cookie: `seaside_player=${teams[team]}` },
      body: { message },
    };
  };
}

/** The floor route's messages, from teams 1 to `teams` in turn. */
function floorMessages(teams) {
  let turn = 0;
  return () => ({
    method: 'POST',
    path: '/floor/send',
    body: { team: 1 + (turn++ % teams), message: 'the seafront' },
  });
}

function tokenChecks(tokens) {
  let n = 0;
  return () => {
    n++;
    // One in 50 is an unknown token (a mistyped link).
    const token = n % 50 === 0 ? `unknown-${n}` : tokens[n % tokens.length];
    return { method: 'GET', path: `/api/access/validate/${token}` };
  };
}

/** A new e-mail, group size and open date each time, each from its own client address. */
function checkouts(dates) {
  let n = 0;
  return () => {
    n++;
    const players = 2 + (n % 7);
    return {
      method: 'POST',
      path: '/api/payment/checkout',
      headers: { 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
      body: {
        email: `visitor${n}.${process.pid}@example.com`,
        registrationDate: dates[n % dates.length],
        teamMemberCount: players,
        amount: players * 10,
        fullName: `${FIRST_NAMES[n % 20]} ${LAST_NAMES[Math.floor(n / 20) % 20]}`,
        allowDuplicate: false,
      },
    };
  };
}

async function listTotals(token) {
  const get = async (filter) => {
    const res = await fetch(`http://127.0.0.1:${PORT}/api/user/list?limit=5${filter}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!res.ok) throw new Error(`list failed: ${res.status}`);
    return (await res.json()).total;
  };
  return {
    all: await get(''),
    completed: await get('&quizStatusFilter=completed'),
    pending: await get('&quizStatusFilter=pending'),
  };
}

/** GETs of `paths` in turn, with an admin's bearer `token` when given. */
function gets(paths, token) {
  let n = 0;
  const headers = token ? { authorization: `Bearer ${token}` } : undefined;
  return () => ({ method: 'GET', path: paths[n++ % paths.length], ...(headers ? { headers } : {}) });
}

/** The dashboard's periods ending today: this month, the last 30 days, the last 12 weeks, this year. */
function summaryPaths(today) {
  const back = (days) => new Date(Date.parse(today) - days * 86_400_000).toISOString().slice(0, 10);
  const froms = [`${today.slice(0, 8)}01`, back(29), back(83), `${today.slice(0, 5)}01-01`];
  return froms.map((from) => `/api/ops/summary?from=${from}&to=${today}`);
}

/** Admin list pages across the whole range (deep ones too) and every filter, page size 5 as the UI. */
function listPages(token, dates, totals) {
  let n = 0;
  return () => {
    n++;
    const params = new URLSearchParams({ limit: '5' });
    let total = totals.all;
    if (n % 4 === 1) {
      const status = n % 8 === 1 ? 'completed' : 'pending';
      params.set('quizStatusFilter', status);
      total = totals[status];
    } else if (n % 4 === 2) {
      params.set('registrationDate', dates[(n * 7919) % dates.length]);
      total = Math.max(1, Math.round(totals.all / dates.length));
    }
    params.set('page', String(1 + ((n * 104729) % Math.max(1, Math.ceil(total / 5)))));
    return { method: 'GET', path: `/api/user/list?${params}`, headers: { authorization: `Bearer ${token}` } };
  };
}

/* ---------------- phases ---------------- */

async function peakDay(data) {
  const token = await adminToken();
  const totals = await listTotals(token);
  // The same streams for the warm-up and the measured run, so each team carries on its script.
  const ctx = { data, token, totals, today: venueToday() };
  const streams = Object.entries(PEAK).map(([name, route]) => ({
    name,
    port: PORT,
    rate: route.rate,
    next: route.next(ctx),
  }));
  log(`peak day: warm-up ${settings.warmup} s`);
  await openLoop({ streams, seconds: settings.warmup });
  log(`peak day: ${settings.peakSeconds} s`);
  const run = await openLoop({ streams, seconds: settings.peakSeconds });
  for (const [name, f] of Object.entries(run.streams)) {
    f.target = PEAK[name].p99;
    f.met = f.p99 <= f.target && f.refused === 0 && f.errors === 0;
    log(`  ${name}: p50 ${f.p50} ms, p99 ${f.p99} ms, ${f.refused} refused, ${f.errors} errors ${f.example ?? ''}`);
  }
  log(`  the driver's sends behind schedule: p99 ${run.lagP99} ms, max ${run.lagMax} ms`);
  return run;
}

/** One open-loop run of a single stream at `rate`. */
async function atRate(name, port, rate, next, seconds) {
  const run = await openLoop({ streams: [{ name, port, rate, next }], seconds });
  const f = { ...run.streams[name], lagP99: run.lagP99 };
  log(`  ${name} at ${rate}/s: p50 ${f.p50} ms, p99 ${f.p99} ms, ${f.refused} refused, ${f.errors} errors`);
  return f;
}

async function stress(data) {
  const product = chatMessages(data.loadTeams, data.answers);
  const floor = floorMessages(settings.loadTeams);
  const first = settings.stressRates[0];
  log(`stress: warm-up (both at ${first}/s for 5 s)`);
  await atRate('floor', REFERENCE_PORT, first, floor, 5);
  await atRate('product', PORT, first, product, 5);
  const rows = [];
  for (const [i, rate] of settings.stressRates.entries()) {
    log(`stress: ${rate} messages/s`);
    // Which goes first alternates, so the host's drift does not always favour the same one.
    const runFloor = () => atRate('floor', REFERENCE_PORT, rate, floor, settings.stressSeconds);
    const runProduct = () => atRate('product', PORT, rate, product, settings.stressSeconds);
    let floorFigures;
    let productFigures;
    if (i % 2 === 0) {
      floorFigures = await runFloor();
      productFigures = await runProduct();
    } else {
      productFigures = await runProduct();
      floorFigures = await runFloor();
    }
    const limit = Number((FLOOR_FACTOR * floorFigures.p99 + FLOOR_MARGIN_MS).toFixed(1));
    const clean = (f) => f.refused === 0 && f.errors === 0;
    rows.push({
      rate,
      floor: floorFigures,
      product: productFigures,
      limit,
      met: productFigures.p99 <= limit && clean(productFigures) && clean(floorFigures),
    });
  }
  return rows;
}

/** CPU seconds (user and system) the process `pid` has used so far (Linux /proc, 100 ticks a second). */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function efficiency(data, pids) {
  const product = chatMessages(data.loadTeams, data.answers);
  const floor = floorMessages(settings.loadTeams);
  const connections = settings.connections;
  // Beside the rate, the CPU the server process used per message: the host's speed moves the
  // rates from run to run, and this shows whether the code or the host made the difference.
  const most = async (port, pid, next, seconds) => {
    const cpuBefore = cpuSeconds(pid);
    const figures = await closedLoop({ port, connections, seconds, next });
    figures.cpuMicroseconds = Math.round(((cpuSeconds(pid) - cpuBefore) * 1e6) / (figures.perSecond * seconds));
    return figures;
  };
  log(`efficiency: warm-up (3 s each), then ${settings.efficiencyRuns} alternating runs of ${connections} clients`);
  await most(REFERENCE_PORT, pids.reference, floor, 3);
  await most(PORT, pids.product, product, 3);
  const runs = [];
  for (let i = 0; i < settings.efficiencyRuns; i++) {
    const floorFigures = await most(REFERENCE_PORT, pids.reference, floor, settings.efficiencySeconds);
    const productFigures = await most(PORT, pids.product, product, settings.efficiencySeconds);
    log(
      `  run ${i + 1}: floor ${floorFigures.perSecond}/s (${floorFigures.cpuMicroseconds} µs CPU each), ` +
        `product ${productFigures.perSecond}/s (${productFigures.cpuMicroseconds} µs CPU each; ` +
        `${productFigures.refused} refused, ${productFigures.errors} errors)`,
    );
    runs.push({ floor: floorFigures, product: productFigures });
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const floorMedian = median(runs.map((r) => r.floor.perSecond));
  const productMedian = median(runs.map((r) => r.product.perSecond));
  const ratio = Number((productMedian / floorMedian).toFixed(2));
  const clean = runs.every((r) => r.product.refused + r.product.errors + r.floor.refused + r.floor.errors === 0);
  log(`  hello (reference): ${connections} clients, 5 s`);
  const hello = await closedLoop({
    port: REFERENCE_PORT,
    connections,
    seconds: 5,
    next: () => ({ method: 'GET', path: '/hello' }),
  });
  return { connections, runs, floorMedian, productMedian, ratio, met: ratio >= EFFICIENCY_TARGET && clean, hello };
}

/* ---------------- the run ---------------- */

async function measure(results, tmp) {
  buildIfNeeded();
  const today = venueToday();
  log(`database ${DATABASE} on ${new URL(adminUrl).host}: ${settings.bookings} bookings, today ${today}`);
  const databaseUrl = await createDatabase(path.join(tmp, 'data'));
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  let product;
  let reference;
  try {
    const started = performance.now();
    const counts = await seedBookings(pool, { bookings: settings.bookings, today });
    const teams = await seedTeams(pool, { today, group: 'team', count: settings.teams });
    await seedFloor(pool, { teams: settings.loadTeams });
    // The seed's writes go to disk now: otherwise the checkpoint they set off spreads its writes
    // over the next minutes, into the measured runs.
    await pool.query('checkpoint');
    log(
      `seeded ${JSON.stringify(counts)} and ${teams.length} teams in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
    const clues = await query(
      pool,
      'select answers from questions where is_active order by is_start desc, sequence, created_at, id',
    );
    const data = {
      teams,
      tokens: await sampleTokens(pool, 2000),
      checkoutDates: await openDates(pool, today, 120),
      listDates: await bookedDates(pool),
      // The first accepted answer of each clue, in play order.
      answers: clues.map((clue) => (typeof clue.answers === 'string' ? JSON.parse(clue.answers) : clue.answers)[0]),
    };
    const [{ server_version: postgres }] = await query(pool, 'show server_version');
    results.machine.postgres = postgres;

    product = await startProduct(databaseUrl, path.join(tmp, 'data'), path.join(tmp, 'product.log'));
    reference = await startReference(databaseUrl, path.join(tmp, 'reference.log'));

    if (PHASES.includes('peak')) results.peak = await peakDay(data);
    if (PHASES.includes('stress') || PHASES.includes('efficiency')) {
      data.loadTeams = await seedTeams(pool, { today, group: 'load', count: settings.loadTeams });
      log(`seeded ${data.loadTeams.length} more teams for the stress and efficiency runs`);
    }
    if (PHASES.includes('stress')) results.stress = await stress(data);
    if (PHASES.includes('efficiency'))
      results.efficiency = await efficiency(data, { product: product.pid, reference: reference.pid });
  } catch (error) {
    for (const name of ['product', 'reference']) {
      try {
        console.error(
          `--- ${name} log (tail) ---\n${readFileSync(path.join(tmp, `${name}.log`), 'utf8').slice(-4000)}`,
        );
      } catch {
        // no log yet
      }
    }
    throw error;
  } finally {
    await stopProcess(product);
    await stopProcess(reference);
    await pool.end();
    // Leave nothing behind on the shared server.
    await onServer(`drop database if exists ${DATABASE} with (force)`);
  }
}

const results = {
  startedAt: new Date().toISOString(),
  machine: {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    node: process.version,
    loadBefore: os.loadavg().map((l) => Number(l.toFixed(2))),
  },
  settings,
};
const tmp = mkdtempSync(path.join(os.tmpdir(), 'seaside-bench-'));
try {
  await measure(results, tmp);
  results.finishedAt = new Date().toISOString();
  results.machine.loadAfter = os.loadavg().map((l) => Number(l.toFixed(2)));
  const table = renderTables(results);
  console.log(`\n${table}`);
  writeFileSync(path.resolve(root, opts.out), `${JSON.stringify(results, null, 2)}\n`);
  log(`wrote ${opts.out}`);
  if (opts['update-docs']) updatePerformanceDoc('bench', table);
  const missed = missedTargets(results);
  if (missed.length > 0) {
    log(`targets missed: ${missed.join('; ')}`);
    process.exitCode = 2;
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  rmSync(tmp, { recursive: true, force: true });
}

/* ---------------- report ---------------- */

function missedTargets(r) {
  const missed = [];
  for (const [name, f] of Object.entries(r.peak?.streams ?? {})) if (!f.met) missed.push(`peak day ${name}`);
  for (const row of r.stress ?? []) if (!row.met) missed.push(`stress at ${row.rate}/s`);
  if (r.efficiency && !r.efficiency.met) missed.push('efficiency');
  return missed;
}

function renderTables(r) {
  const s = r.settings;
  const yes = (met) => (met ? 'yes' : '**NO**');
  const lines = [
    `Machine: ${r.machine.cpus} CPUs (${r.machine.cpuModel}), Node ${r.machine.node}, PostgreSQL ${r.machine.postgres}, ` +
      `load, generator and database on the same machine; load average before ${r.machine.loadBefore.join(' / ')}, ` +
      `after ${r.machine.loadAfter.join(' / ')}. Measured ${r.startedAt.slice(0, 16).replace('T', ' ')} UTC.`,
  ];
  if (r.peak) {
    lines.push(
      `**Peak day**: ${s.bookings.toLocaleString('en-GB')} bookings, ${s.teams.toLocaleString('en-GB')} teams playing; ` +
        `every route at once at fixed rates (open loop, latency from the scheduled send) for ${s.peakSeconds} s ` +
        `after a ${s.warmup} s warm-up. The generator's sends behind schedule: p99 ${r.peak.lagP99} ms.`,
      '',
      '| route | rate /s | answered 2xx | p50 ms | p99 ms | max ms | refused | errors | p99 target | met |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    );
    for (const [name, f] of Object.entries(r.peak.streams)) {
      lines.push(
        `| ${PEAK[name].label} | ${PEAK[name].rate} | ${f.sent - f.refused - f.errors} | ${f.p50} | ${f.p99} | ${f.max} | ` +
          `${f.refused} | ${f.errors} | <= ${f.target} | ${yes(f.met)} |`,
      );
    }
  }
  if (r.stress) {
    lines.push(
      '',
      `**Stress**: the chat alone (${s.loadTeams.toLocaleString('en-GB')} teams in turn) and the floor route at the same ` +
        `rate, ${s.stressSeconds} s each, open loop. Target: product p99 <= ${FLOOR_FACTOR} x floor p99 + ${FLOOR_MARGIN_MS} ms.`,
      '',
      '| messages/s | floor p50 ms | floor p99 ms | product p50 ms | product p99 ms | product p99 limit | refused, errors | sends late p99 ms (floor, product) | met |',
      '|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    );
    for (const row of r.stress) {
      const bad = row.product.refused + row.floor.refused + row.product.errors + row.floor.errors;
      lines.push(
        `| ${row.rate} | ${row.floor.p50} | ${row.floor.p99} | ${row.product.p50} | ${row.product.p99} | ${row.limit} | ${bad} | ` +
          `${row.floor.lagP99}, ${row.product.lagP99} | ${yes(row.met)} |`,
      );
    }
  }
  if (r.efficiency) {
    const e = r.efficiency;
    lines.push(
      '',
      `**Efficiency**: the most chat messages a second, ${e.connections} clients back to back (closed loop), ` +
        `${s.efficiencySeconds} s runs alternating floor and product. Target: product / floor >= ${EFFICIENCY_TARGET} ` +
        `(medians). A bare Fastify "hello" (reference only): ${e.hello.perSecond} req/s.`,
      '',
      '| floor msg/s (runs) | product msg/s (runs) | product / floor | server CPU µs per message, floor (runs) | product (runs) | met |',
      '|---|---|---:|---|---|---|',
      `| ${e.floorMedian} (${e.runs.map((run) => run.floor.perSecond).join(', ')}) | ` +
        `${e.productMedian} (${e.runs.map((run) => run.product.perSecond).join(', ')}) | ${e.ratio} | ` +
        `${e.runs.map((run) => run.floor.cpuMicroseconds).join(', ')} | ${e.runs.map((run) => run.product.cpuMicroseconds).join(', ')} | ${yes(e.met)} |`,
    );
  }
  return lines.join('\n');
}
