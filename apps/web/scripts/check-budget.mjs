#!/usr/bin/env node
/**
 * Performance budget of the home page: the JS + CSS that the first load of "/" fetches must stay
 * within 110 kB gzip (1 kB = 1000 bytes, as Vite reports sizes).
 *
 * First load of "/" = the entry (index.html) and the lazily loaded public area chunk (layout + home;
 * vite.config.ts puts them in the manual chunk "public"), with all their static imports and CSS.
 * Run after `vite build` (needs dist/.vite/manifest.json): `npm run check:budget -w apps/web`.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 110 * 1000;
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const roots = [
  'index.html',
  ...Object.keys(manifest).filter((k) => manifest[k].name === 'public' && k.endsWith('.js')),
];
if (roots.length < 2) {
  console.error('check-budget: no "public" chunk in the manifest; has the chunking in vite.config.ts changed?');
  process.exit(1);
}

const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const dep of chunk.imports ?? []) visit(dep);
};
for (const root of roots) visit(root);

let total = 0;
const rows = [...files].map((file) => {
  const gz = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += gz;
  return { file, gz };
});
rows.sort((a, b) => b.gz - a.gz);
for (const { file, gz } of rows) console.log(`${(gz / 1000).toFixed(2).padStart(8)} kB  ${file}`);
const verdict = total <= BUDGET_BYTES ? 'OK' : 'OVER BUDGET';
console.log(
  `${(total / 1000).toFixed(2).padStart(8)} kB  first load of "/" (gzip -9), budget ${BUDGET_BYTES / 1000} kB: ${verdict}`,
);
process.exit(total <= BUDGET_BYTES ? 0 : 1);
