import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Features do not import each other (docs/ARCHITECTURE.md): what two features share lives in
 * src/lib, src/components, src/hooks, or, for the admin screens, features/admin/shared.
 * A feature is a folder under features/, or under features/admin/ for the admin screens.
 */
const FEATURES = import.meta.dirname;
const SRC = path.dirname(FEATURES);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

/** The feature a path belongs to ("booking", "admin/users"), or undefined outside features/. */
function featureOf(file: string): string | undefined {
  const relative = path.relative(FEATURES, file);
  if (relative.startsWith('..')) return undefined;
  const [first, second] = relative.split(path.sep);
  return first === 'admin' && second ? `admin/${second}` : first;
}

function importedPaths(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:from\s+|import\s*\(\s*)['"]([^'"]+)['"]/g)].map((m) => m[1] as string);
  return specifiers.flatMap((specifier) => {
    if (specifier.startsWith('@/')) return [path.join(SRC, specifier.slice(2))];
    if (specifier.startsWith('.')) return [path.resolve(path.dirname(file), specifier)];
    return [];
  });
}

describe('feature boundaries', () => {
  it('no feature imports another (admin screens may use admin/shared)', () => {
    const crossings: string[] = [];
    for (const file of sourceFiles(FEATURES)) {
      const own = featureOf(file);
      for (const target of importedPaths(file)) {
        const other = featureOf(target);
        if (!other || other === own) continue;
        if (other === 'admin/shared' && own?.startsWith('admin/')) continue;
        crossings.push(`${path.relative(SRC, file)} imports ${path.relative(SRC, target)}`);
      }
    }
    expect(crossings).toEqual([]);
  });
});
