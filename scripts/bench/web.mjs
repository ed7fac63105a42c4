#!/usr/bin/env node
/**
 * `npm run bench:web`: Lighthouse (mobile: emulated phone, simulated slow 4G and CPU) on the built
 * product, with the system Chromium: `/`, `/book-now`, `/puzzle/access` and the chat of an active
 * booking made for the run. Prints the performance and accessibility scores (targets: >= 95 each),
 * writes bench-web-results.json, and exits non-zero when a score is under its target.
 *
 * Options: --port P (3850)  --runs N (1; the median score of N runs per page is kept)
 *          --out FILE (bench-web-results.json)  --update-docs (rewrite the table in docs/performance.md)
 * The server runs on the embedded database in a temporary directory (CHROMIUM_PATH overrides
 * /usr/bin/chromium).
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { updatePerformanceDoc } from './docs.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const { values: opts } = parseArgs({
  options: {
    port: { type: 'string', default: '3850' },
    runs: { type: 'string', default: '1' },
    out: { type: 'string', default: 'bench-web-results.json' },
    'update-docs': { type: 'boolean', default: false },
  },
});
const PORT = Number(opts.port);
const RUNS = Math.max(1, Number(opts.runs));
const BASE = `http://127.0.0.1:${PORT}`;
const TARGET = 95;
const ADMIN = { mobileNumber: '07700900998', password: `web-bench-${randomBytes(6).toString('hex')}` };
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--disable-extensions',
  '--mute-audio',
];
const log = (...args) => console.log(`[bench:web ${new Date().toISOString().slice(11, 19)}]`, ...args);

function buildIfNeeded() {
  const hasFlock = spawnSync('flock', ['--version'], { stdio: 'ignore' }).status === 0;
  const build = [process.execPath, path.join(root, 'scripts/build-if-needed.mjs')];
  const [cmd, ...args] = hasFlock ? ['flock', process.env.WEBBUILD_LOCK ?? '/tmp/webbuild.lock', ...build] : build;
  if (spawnSync(cmd, args, { stdio: 'inherit', cwd: root }).status !== 0) throw new Error('build failed');
}

async function startServer(dataDir) {
  const out = createWriteStream(path.join(dataDir, 'server.log'));
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: BASE,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PAYMENT_PROVIDER: 'local',
      STRIPE_SECRET_KEY: '',
      SMTP_URL: '',
      ADMIN_MOBILE: ADMIN.mobileNumber,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not start within 120 s');
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function api(method, url, body, token) {
  const res = await fetch(`${BASE}${url}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** A booking for today (added by an admin), and the chat link its access code opens. */
async function activeChatPath() {
  const { accessToken } = await api('POST', '/api/user/admin/login', ADMIN);
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone: process.env.VENUE_TIMEZONE ?? 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  await api(
    'POST',
    '/api/user/admin/create-participant',
    {
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      teamMemberCount: 4,
      registrationDate: today,
      bookingSource: 'DIRECT',
    },
    accessToken,
  );
  const list = await api('GET', `/api/user/list?registrationDate=${today}&limit=5`, undefined, accessToken);
  const code = list.users[0]?.accessCode;
  if (!code) throw new Error('the new booking has no access code');
  const found = await api('POST', '/api/access/validate-code', { code, date: new Date().toISOString() });
  if (!found.success) throw new Error(`validate-code: ${found.message}`);
  return found.data.redirectUrl;
}

async function audit(chrome, url) {
  const scores = [];
  for (let i = 0; i < RUNS; i++) {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      formFactor: 'mobile',
    });
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    const failing = (category) =>
      lhr.categories[category].auditRefs
        .map((ref) => lhr.audits[ref.id])
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative')
        .filter((a) => a.scoreDisplayMode !== 'notApplicable' && a.scoreDisplayMode !== 'manual')
        .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
    scores.push({
      performance: Math.round(lhr.categories.performance.score * 100),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      metrics: {
        fcpMs: Math.round(lhr.audits['first-contentful-paint'].numericValue),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
        tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
        cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
        speedIndexMs: Math.round(lhr.audits['speed-index'].numericValue),
      },
      belowFull: { performance: failing('performance'), accessibility: failing('accessibility') },
    });
  }
  // The median run by performance score.
  scores.sort((a, b) => a.performance - b.performance);
  return { ...scores[Math.floor(scores.length / 2)], runs: scores.map((s) => [s.performance, s.accessibility]) };
}

const tmp = mkdtempSync(path.join(os.tmpdir(), 'seaside-bench-web-'));
let server;
let chrome;
const results = {
  startedAt: new Date().toISOString(),
  lighthouse: JSON.parse(readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version,
  load: os.loadavg().map((l) => Number(l.toFixed(2))),
  pages: {},
};
try {
  buildIfNeeded();
  server = await startServer(tmp);
  const chat = await activeChatPath();
  const pages = {
    '/': '/',
    '/book-now': '/book-now',
    '/puzzle/access': '/puzzle/access',
    'chat (/puzzle/access/…)': chat,
  };
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  for (const [label, pagePath] of Object.entries(pages)) {
    log(`Lighthouse (mobile) ${label}`);
    results.pages[label] = await audit(chrome, `${BASE}${pagePath}`);
  }
} catch (error) {
  console.error(error);
  try {
    console.error(readFileSync(path.join(tmp, 'server.log'), 'utf8').slice(-3000));
  } catch {
    // no log
  }
  process.exitCode = 1;
} finally {
  await chrome?.kill();
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(tmp, { recursive: true, force: true });
}

if (!process.exitCode) {
  results.loadAfter = os.loadavg().map((l) => Number(l.toFixed(2)));
  const rows = [
    '| page | performance | accessibility | FCP ms | LCP ms | TBT ms | CLS |',
    '|---|---:|---:|---:|---:|---:|---:|',
  ];
  let failed = false;
  for (const [label, r] of Object.entries(results.pages)) {
    const ok = r.performance >= TARGET && r.accessibility >= TARGET;
    if (!ok) failed = true;
    rows.push(
      `| ${label} | ${r.performance} | ${r.accessibility} | ${r.metrics.fcpMs} | ${r.metrics.lcpMs} | ${r.metrics.tbtMs} | ${r.metrics.cls} |`,
    );
    for (const [category, audits] of Object.entries(r.belowFull)) {
      if (audits.length > 0) console.log(`  ${label} ${category}, audits below full marks: ${audits.join(', ')}`);
    }
  }
  const heading =
    `Lighthouse ${results.lighthouse}, mobile (emulated phone, simulated slow 4G and CPU), median of ${RUNS} ` +
    `run(s) per page; load average before ${results.load.join(' / ')}, after ${results.loadAfter.join(' / ')}; ` +
    `measured ${results.startedAt.slice(0, 16).replace('T', ' ')} UTC.`;
  const table = `${heading}\n\n${rows.join('\n')}`;
  console.log(`\nTargets: performance and accessibility >= ${TARGET}.\n${table}\n`);
  if (opts['update-docs']) updatePerformanceDoc('lighthouse', table);
  writeFileSync(path.resolve(root, opts.out), `${JSON.stringify(results, null, 2)}\n`);
  log(`wrote ${opts.out}`);
  if (failed) {
    console.error(`bench:web: a score is under ${TARGET}`);
    process.exitCode = 1;
  }
}
