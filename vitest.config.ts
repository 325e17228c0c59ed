import { defineConfig } from 'vitest/config';

// Every test runs in UTC so that dates never depend on the machine (ARCHITECTURE: Tests).
process.env.TZ = 'UTC';

// Three tiers share one config; `npm run test:unit` and `npm run test:int` pick projects by name.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/{core,server}/src/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          setupFiles: ['./vitest.setup.ts'],
        },
      },
      {
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['packages/{ui,blocks,web,studio}/src/**/*.test.{ts,tsx}'],
          setupFiles: ['./vitest.setup.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          include: ['packages/server/src/**/*.int.test.ts'],
          globalSetup: ['./packages/server/src/test/global-setup.ts'],
          setupFiles: ['./vitest.setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
