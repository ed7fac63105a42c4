import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Three layers: unit (pure code), api (the real app through app.inject on a real database), e2e (Chromium). */
export default defineConfig({
  test: {
    projects: [
      {
        // The web app's own import alias (apps/web/vite.config.ts), for its component tests.
        resolve: { alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./apps/web/src/', import.meta.url)) }] },
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts', 'apps/web/src/**/*.test.tsx'],
          exclude: ['**/*.api.test.ts', '**/node_modules/**', '**/dist/**'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.api.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          environment: 'node',
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/tests/**/*.e2e.ts'],
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          environment: 'node',
        },
      },
    ],
  },
});
