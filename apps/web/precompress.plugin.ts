import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|map|webmanifest)$/;

/**
 * Writes a .br (quality 11) and a .gz (level 9) copy beside every compressible file of the build,
 * once, at build time; the server sends them to browsers that accept them (@fastify/static
 * `preCompressed` in apps/server/src/plugins/web.ts), so no request pays for compression.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'seaside-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string) => {
        for (const name of readdirSync(dir)) {
          const file = path.join(dir, name);
          if (statSync(file).isDirectory()) {
            if (name !== '.vite') walk(file);
            continue;
          }
          if (!COMPRESSIBLE.test(name)) continue;
          const content = readFileSync(file);
          if (content.length < 512) continue;
          const br = brotliCompressSync(content, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
          });
          const gz = gzipSync(content, { level: 9 });
          if (br.length < content.length) writeFileSync(`${file}.br`, br);
          if (gz.length < content.length) writeFileSync(`${file}.gz`, gz);
        }
      };
      walk(outDir);
    },
  };
}
