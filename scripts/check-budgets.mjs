#!/usr/bin/env node
/**
 * Web performance budgets, checked from the build output (apps/web/dist/.vite/manifest.json).
 *
 *   node scripts/check-budgets.mjs           check the existing build
 *   node scripts/check-budgets.mjs --build   build first when dist is missing or older than its
 *                                            sources (scripts/build-if-needed.mjs), under the shared
 *                                            build lock when `flock` exists (`npm run check` does this)
 *   node scripts/check-budgets.mjs --json    also print the figures as JSON
 *   node scripts/check-budgets.mjs --update-docs   also write the table into docs/performance.md
 *
 * First load of a route = the entry (index.html) and the route's lazily loaded chunks (its layout,
 * its page, and the MUI provider for `mui: true` pages in src/app/router.tsx), each with all of its
 * static imports and their CSS: exactly what the browser must fetch before the page can render.
 * Chunks a page imports dynamically after it has rendered (e.g. the booking form's date picker) are
 * listed as "deferred" for information but not counted. Sizes are gzip -9 (the server serves the
 * build's precompressed .gz/.br files), 1 kB = 1000 bytes as Vite reports them.
 *
 * Budgets (issue 8): "/" <= 110 kB, "/book-now" <= 190 kB, "/puzzle/access" <= 110 kB, "/leaderboard"
 * <= 110 kB (like "/", a plain-CSS public page), and no admin
 * code in the first load of any public or player route.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const webDir = path.join(root, 'apps/web');
const dist = path.join(webDir, 'dist');
const args = new Set(process.argv.slice(2));

/* ---- Build first (under the shared lock) when asked ---- */

if (args.has('--build') && !process.env.CHECK_BUDGETS_LOCKED) {
  const lockFile = process.env.WEBBUILD_LOCK ?? '/tmp/webbuild.lock';
  const hasFlock = spawnSync('flock', ['--version'], { stdio: 'ignore' }).status === 0;
  const self = [process.execPath, import.meta.filename, ...process.argv.slice(2)];
  const [command, ...commandArgs] = hasFlock ? ['flock', lockFile, ...self] : self;
  const run = spawnSync(command, commandArgs, {
    stdio: 'inherit',
    env: { ...process.env, CHECK_BUDGETS_LOCKED: '1' },
  });
  process.exit(run.status ?? 1);
}
if (args.has('--build')) {
  const { buildIfNeeded } = await import('./build-if-needed.mjs');
  buildIfNeeded();
}

/* ---- Routes: keep in step with src/app/router.tsx ---- */

// vite.config.ts puts the public layout and the home page in the manual chunk "public".
const PUBLIC_LAYOUT = 'chunk:public';
const MUI = 'src/app/mui-provider.tsx';
const KB = 1000;

/** area: public | player | admin. `lazy`: the route's lazy modules (source path, or `chunk:<manual chunk name>`). */
const ROUTES = [
  { path: '/', area: 'public', budget: 110 * KB, lazy: [PUBLIC_LAYOUT] },
  { path: '/how-it-works', area: 'public', lazy: [PUBLIC_LAYOUT, 'src/features/public/components/HowItWorksPage.tsx'] },
  {
    path: '/leaderboard',
    area: 'public',
    budget: 110 * KB,
    lazy: [PUBLIC_LAYOUT, 'src/features/public/components/LeaderboardPage.tsx'],
  },
  {
    path: '/book-now',
    area: 'public',
    budget: 190 * KB,
    lazy: [PUBLIC_LAYOUT, 'src/features/booking/components/BookNowPage.tsx', MUI],
  },
  {
    path: '/success',
    area: 'public',
    lazy: [PUBLIC_LAYOUT, 'src/features/booking/components/PaymentResultPage.tsx', MUI],
  },
  { path: '/(unknown path)', area: 'public', lazy: [PUBLIC_LAYOUT, 'src/features/public/components/NotFoundPage.tsx'] },
  {
    path: '/puzzle/access',
    area: 'player',
    budget: 110 * KB,
    lazy: ['src/features/puzzle/components/AccessCodePage.tsx'],
  },
  { path: '/puzzle/access/:token', area: 'player', lazy: ['src/features/puzzle/components/TokenPage.tsx'] },
  { path: '/admin/login', area: 'admin', lazy: ['src/features/admin/auth/components/AdminLoginPage.tsx', MUI] },
  {
    path: '/admin/dashboard',
    area: 'admin',
    lazy: [
      'src/features/admin/layout/AdminLayout.tsx',
      MUI,
      'src/features/admin/dashboard/components/DashboardPage.tsx',
    ],
  },
  {
    path: '/admin/users',
    area: 'admin',
    lazy: ['src/features/admin/layout/AdminLayout.tsx', MUI, 'src/features/admin/users/components/UsersPage.tsx'],
  },
  {
    path: '/admin/date-config',
    area: 'admin',
    lazy: ['src/features/admin/layout/AdminLayout.tsx', MUI, 'src/features/admin/dates/components/DatesPage.tsx'],
  },
  {
    path: '/admin/questions',
    area: 'admin',
    lazy: [
      'src/features/admin/layout/AdminLayout.tsx',
      MUI,
      'src/features/admin/questions/components/QuestionsPage.tsx',
    ],
  },
  {
    path: '/admin/message-config',
    area: 'admin',
    lazy: ['src/features/admin/layout/AdminLayout.tsx', MUI, 'src/features/admin/messages/components/MessagesPage.tsx'],
  },
  {
    path: '/admin/live',
    area: 'admin',
    lazy: ['src/features/admin/layout/AdminLayout.tsx', MUI, 'src/features/admin/live/components/LivePage.tsx'],
  },
  {
    path: '/admin/activity',
    area: 'admin',
    lazy: ['src/features/admin/layout/AdminLayout.tsx', MUI, 'src/features/admin/activity/components/ActivityPage.tsx'],
  },
];

/* ---- Manifest ---- */

const manifestFile = path.join(dist, '.vite/manifest.json');
if (!existsSync(manifestFile)) {
  console.error(
    `check-budgets: ${path.relative(root, manifestFile)} is missing. Build the web app first ` +
      '(npm run build, or run this script with --build); vite.config.ts must keep build.manifest: true.',
  );
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const keys = Object.keys(manifest);

/** The manifest key of a lazy module: its own entry, a chunk named after it, or a named manual chunk. */
function chunkKeyOf(ref) {
  if (ref.startsWith('chunk:')) {
    const name = ref.slice('chunk:'.length);
    const key = keys.find((k) => manifest[k].name === name && manifest[k].file.endsWith('.js'));
    if (key) return key;
  } else {
    if (manifest[ref]) return ref;
    const base = path.basename(ref).replace(/\.[jt]sx?$/, '');
    const key = keys.find((k) => manifest[k].src === ref || (manifest[k].name === base && manifest[k].isDynamicEntry));
    if (key) return key;
  }
  throw new Error(
    `check-budgets: no chunk for ${ref} in the manifest. Has src/app/router.tsx or the chunking in ` +
      'vite.config.ts changed? Update ROUTES in scripts/check-budgets.mjs.',
  );
}

/** Files (JS and CSS) of `key` and everything it imports statically. */
function staticClosure(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const dep of chunk.imports ?? []) staticClosure(dep, files);
  return files;
}

/* ---- Which chunks hold admin code ---- */

/** Source files of the web app by base name, to tell what a named (shared) chunk was made from. */
const sourcesByName = new Map();
(function walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full);
    else if (/\.(tsx?|jsx?)$/.test(entry.name)) {
      const name = entry.name.replace(/\.[jt]sx?$/, '');
      const list = sourcesByName.get(name) ?? [];
      list.push(path.relative(webDir, full));
      sourcesByName.set(name, list);
    }
  }
})(path.join(webDir, 'src'));

const isAdminSource = (src) => src.startsWith('src/features/admin/');
const adminFiles = new Set();
for (const key of keys) {
  const chunk = manifest[key];
  const sources = chunk.src ? [chunk.src] : key.startsWith('src/') ? [key] : (sourcesByName.get(chunk.name) ?? []);
  if (sources.length > 0 && sources.some(isAdminSource)) adminFiles.add(chunk.file);
}

/* ---- Measure ---- */

const gzipCache = new Map();
function gz(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gzipCache.get(file);
}
const sum = (files) => [...files].reduce((total, f) => total + gz(f), 0);
const fmt = (bytes) => `${(bytes / KB).toFixed(1)} kB`;

const results = [];
let failed = false;
for (const route of ROUTES) {
  const files = staticClosure('index.html');
  for (const ref of route.lazy) staticClosure(chunkKeyOf(ref), files);
  const deferred = new Set();
  for (const ref of route.lazy) {
    for (const dyn of manifest[chunkKeyOf(ref)].dynamicImports ?? []) {
      for (const f of staticClosure(dyn)) if (!files.has(f)) deferred.add(f);
    }
  }
  const size = sum(files);
  const admin = route.area === 'admin' ? [] : [...files].filter((f) => adminFiles.has(f));
  const overBudget = route.budget !== undefined && size > route.budget;
  if (overBudget || admin.length > 0) failed = true;
  results.push({
    path: route.path,
    area: route.area,
    firstLoadBytes: size,
    budgetBytes: route.budget ?? null,
    deferredBytes: sum(deferred),
    files: [...files].sort((a, b) => gz(b) - gz(a)).map((f) => ({ file: f, gzipBytes: gz(f) })),
    adminFiles: admin,
    ok: !overBudget && admin.length === 0,
  });
}

console.log('First load per route (JS + CSS, gzip -9):\n');
console.log(
  `  ${'route'.padEnd(24)}${'area'.padEnd(8)}${'first load'.padStart(12)}${'budget'.padStart(10)}${'deferred'.padStart(11)}  verdict`,
);
for (const r of results) {
  const verdict =
    r.adminFiles.length > 0
      ? `ADMIN CODE: ${r.adminFiles.join(', ')}`
      : r.budgetBytes === null
        ? r.area === 'admin'
          ? ''
          : 'ok (no admin code)'
        : r.ok
          ? 'OK'
          : 'OVER BUDGET';
  console.log(
    `  ${r.path.padEnd(24)}${r.area.padEnd(8)}${fmt(r.firstLoadBytes).padStart(12)}${(r.budgetBytes ? fmt(r.budgetBytes) : '-').padStart(10)}${fmt(r.deferredBytes).padStart(11)}  ${verdict}`,
  );
}
for (const r of results.filter((x) => x.budgetBytes !== null)) {
  console.log(`\n  ${r.path}: ${r.files.map((f) => `${path.basename(f.file)} ${fmt(f.gzipBytes)}`).join(', ')}`);
}
if (args.has('--json')) console.log(JSON.stringify(results, null, 2));
if (args.has('--update-docs')) {
  const { updatePerformanceDoc } = await import('./bench/docs.mjs');
  const lines = [
    `First load (JS + CSS, gzip -9) from the build of ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC; ` +
      'deferred = what a page fetches after it has rendered (not counted).',
    '',
    '| route | area | first load | budget | deferred | admin code |',
    '|---|---|---:|---:|---:|---|',
    ...results.map(
      (r) =>
        `| ${r.path} | ${r.area} | ${fmt(r.firstLoadBytes)} | ${r.budgetBytes ? fmt(r.budgetBytes) : '-'} | ${fmt(r.deferredBytes)} | ${r.area === 'admin' ? '' : r.adminFiles.length > 0 ? 'YES' : 'none'} |`,
    ),
  ];
  updatePerformanceDoc('budgets', lines.join('\n'));
}
console.log(
  failed
    ? '\ncheck-budgets: FAILED'
    : '\ncheck-budgets: all budgets met, no admin code in public or player first loads',
);
process.exit(failed ? 1 : 0);
