import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const DOC = path.resolve(import.meta.dirname, '../../docs/performance.md');

/** Replaces the text between `<!-- name:start -->` and `<!-- name:end -->` in docs/performance.md. */
export function updatePerformanceDoc(name, text) {
  const doc = readFileSync(DOC, 'utf8');
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const a = doc.indexOf(start);
  const b = doc.indexOf(end);
  if (a < 0 || b < a) throw new Error(`docs/performance.md lacks the ${start} / ${end} markers`);
  writeFileSync(DOC, `${doc.slice(0, a + start.length)}\n${text.trim()}\n${doc.slice(b)}`);
  console.log(`updated the "${name}" table in docs/performance.md`);
}
