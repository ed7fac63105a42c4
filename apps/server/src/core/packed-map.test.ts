import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { mapPacked } from './packed-map.js';

describe('mapPacked', () => {
  it('maps each item with its index, in order', () => {
    expect(mapPacked(['a', 'b', 'c'], (item, index) => `${item}${index}`)).toEqual(['a0', 'b1', 'c2']);
    expect(mapPacked([], () => 1)).toEqual([]);
  });

  it('gives a packed array when its caller is optimised, where Array.prototype.map gives a holey one', () => {
    // V8's own view of the arrays, in a process allowed to ask for it (natives syntax).
    const script = `
      import { mapPacked } from ${JSON.stringify(fileURLToPath(new URL('./packed-map.ts', import.meta.url)))};
      const items = [{ n: 1 }, { n: 2 }, { n: 3 }];
      const callers = { map: (xs) => xs.map((x) => x.n), mapPacked: (xs) => mapPacked(xs, (x) => x.n) };
      const seen = {};
      for (const [name, caller] of Object.entries(callers)) {
        // Both the caller and the helper optimised, as they are on a busy server.
        for (const f of [caller, mapPacked]) %PrepareFunctionForOptimization(f);
        caller(items);
        caller(items);
        for (const f of [caller, mapPacked]) %OptimizeFunctionOnNextCall(f);
        const mapped = caller(items);
        seen[name] = { optimised: (%GetOptimizationStatus(caller) & 16) !== 0, holey: %HasHoleyElements(mapped), mapped };
      }
      console.log(JSON.stringify(seen));`;
    const run = spawnSync(
      process.execPath,
      ['--allow-natives-syntax', '--import', 'tsx', '--input-type=module', '--eval', script],
      { encoding: 'utf8' },
    );
    expect(run.stderr).toBe('');
    const seen = JSON.parse(run.stdout);
    expect(seen.mapPacked).toEqual({ optimised: true, holey: false, mapped: [1, 2, 3] });
    // What the helper is for: the same caller with Array.prototype.map hands out holey arrays.
    expect(seen.map).toEqual({ optimised: true, holey: true, mapped: [1, 2, 3] });
  });
});
