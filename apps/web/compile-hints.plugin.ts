import type { Plugin, Rollup } from 'vite';

type OutputChunk = Rollup.OutputChunk;

/**
 * V8's explicit compile hint (Chrome 136+; other engines ignore the comment): a script that starts
 * with it has all its functions compiled while it streams in, on a background thread, instead of
 * each one on the main thread the first time it is called. That lazy compilation was half of the
 * first render's long task on a throttled phone (docs/performance.md).
 */
const COMPILE_ALL_ON_LOAD = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks the chunks named in `names` (their [name], without the hash) and every chunk they import
 * statically: the code a page runs for its first render. Chunks loaded later (the date picker,
 * zod, the admin screens) keep V8's lazy compilation, which suits code that mostly never runs.
 */
export function compileHints(names: readonly string[]): Plugin {
  return {
    name: 'seaside-compile-hints',
    apply: 'build',
    // After minification (terser drops comments), before the files are written and precompressed.
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
      const marked = new Set<OutputChunk>();
      const mark = (chunk: OutputChunk | undefined) => {
        if (!chunk || marked.has(chunk)) return;
        marked.add(chunk);
        for (const file of chunk.imports) mark(bundle[file] as OutputChunk | undefined);
      };
      for (const chunk of chunks) if (names.includes(chunk.name)) mark(chunk);
      for (const chunk of marked) chunk.code = COMPILE_ALL_ON_LOAD + chunk.code;
    },
  };
}
