import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compileHints } from './compile-hints.plugin.ts';
import { precompress } from './precompress.plugin.ts';

const API_TARGET = 'http://127.0.0.1:3000';

/**
 * Long-lived vendor chunks shared by every area. Only the core runtime goes here;
 * individual MUI components and the admin-only libraries (date pickers, dnd-kit,
 * react-query, react-hook-form) are left to Rolldown so that they land in the
 * lazily loaded chunks of the screens that use them, never in the first load of `/`.
 */
function ownChunk(id: string): string | undefined {
  // The contract: zod and each schema file get chunks of their own, the rest (constants, texts,
  // routes) one small chunk. Otherwise Rolldown pulls them, zod included, into the first chunk that
  // reaches the contract index ("public"), i.e. into the first load of "/".
  if (/[\\/]node_modules[\\/]zod[\\/]/.test(id)) return 'vendor-zod';
  const schema = /[\\/]packages[\\/]contract[\\/](?:dist|src)[\\/]schemas[\\/](\w+)/.exec(id);
  if (schema) return `contract-${schema[1]}`;
  // All texts but the platform ones (the error page's) stay out of the first load.
  if (/[\\/]packages[\\/]contract[\\/](?:dist|src)[\\/]messages\./.test(id)) return 'contract-messages';
  if (/[\\/]packages[\\/]contract[\\/]/.test(id)) return 'contract';
  if (!id.includes('node_modules')) return appChunk(id);
  return undefined;
}

/** The core runtime vendor chunks (each with what its modules import, so no chunk cycles arise). */
function vendorChunk(id: string): string | undefined {
  if (/[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id)) return 'vendor-react';
  if (/[\\/]node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/.test(id)) return 'vendor-router';
  if (
    /[\\/]node_modules[\\/](@emotion|@mui[\\/](system|styled-engine|utils|private-theming)|stylis|hoist-non-react-statics|@babel[\\/]runtime|react-is|prop-types|clsx)[\\/]/.test(
      id,
    ) ||
    /[\\/]node_modules[\\/]@mui[\\/]material[\\/](styles|utils|internal|CssBaseline|GlobalStyles|zero-styled|DefaultPropsProvider)[\\/]/.test(
      id,
    )
  ) {
    return 'vendor-mui';
  }
  return undefined;
}

/**
 * The plain-CSS public area (layout, brand, icons, home, how-it-works) goes in one chunk, so the
 * first load of `/` is a handful of files rather than many tiny ones.
 */
function appChunk(id: string): string | undefined {
  if (
    /[\\/]src[\\/](components[\\/](layouts[\\/]Public|layouts[\\/]public|layouts[\\/]Skip|brand[\\/]BrandLink|icons)|features[\\/]public[\\/](components[\\/](HomePage|SectionHeading|public)))/.test(
      id,
    )
  ) {
    return 'public';
  }
  return undefined;
}

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    // The entry (with "/") and the other public and player pages: compiled as they stream in.
    compileHints(['index', 'BookNowPage', 'mui-provider', 'AccessCodePage', 'TokenPage']),
    precompress(),
  ],
  css: {
    modules: {
      // Short class names in production keep the CSS and the JS class maps small.
      generateScopedName: command === 'build' ? 's[hash:base64:5]' : '[name]__[local]__[hash:base64:4]',
    },
  },
  resolve: {
    alias: [{ find: /^@\//, replacement: `${fileURLToPath(new URL('./src', import.meta.url))}/` }],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Lazy page chunks live under /static/js (product spec section 7).
    assetsDir: 'static',
    // Never inline assets as data: URIs, so the strict CSP needs no data: sources.
    assetsInlineLimit: 0,
    sourcemap: false,
    // .vite/manifest.json lets scripts/check-budgets.mjs compute the first load of every route.
    manifest: true,
    // Terser squeezes ~2.5 KB gzip more than esbuild out of the first load (hard budget: 110 KB for "/").
    minify: 'terser',
    terserOptions: { module: true, compress: { passes: 2 }, format: { comments: false } },
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The contract package has no side effects; let Rolldown drop the parts (and zod schemas) a chunk does not use.
      treeshake: {
        // React Router ships one build for all modes; its development warnings (console.warn helpers)
        // are dropped from the production bundle, as a production build of the library would.
        manualPureFunctions: ['warning', 'warningOnce', 'warnOnce'],
        moduleSideEffects: (id) => !/[\\/]packages[\\/]contract[\\/]|@seaside[\\/]contract/.test(id),
      },
      output: {
        entryFileNames: 'static/js/[name]-[hash].js',
        chunkFileNames: 'static/js/[name]-[hash].js',
        assetFileNames: (info) =>
          info.names.some((n) => n.endsWith('.css'))
            ? 'static/css/[name]-[hash][extname]'
            : 'static/media/[name]-[hash][extname]',
        codeSplitting: {
          groups: [
            // The contract and app groups hold only the modules they name: their dependencies go
            // where the automatic splitting puts them (e.g. zod stays out of the schema chunks).
            { debugName: 'own', name: ownChunk, includeDependenciesRecursively: false, priority: 3 },
            {
              debugName: 'vendor-react',
              name: (id) => (vendorChunk(id) === 'vendor-react' ? 'vendor-react' : undefined),
              priority: 2,
            },
            { debugName: 'vendor', name: vendorChunk, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/checkout': { target: API_TARGET, changeOrigin: false },
      '/vouchers': { target: API_TARGET, changeOrigin: false },
    },
  },
  preview: {
    port: 4173,
  },
}));
