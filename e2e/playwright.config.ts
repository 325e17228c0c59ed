import { defineConfig } from '@playwright/test';
import { BASE_URL_ENV } from './lib/server-state';

const isCI = Boolean(process.env.CI);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // One server and a 2-core machine: parallel browsers would only fight over the CPU.
  workers: 1,
  fullyParallel: false,
  retries: isCI ? 1 : 0,
  forbidOnly: isCI,
  reporter: 'list',
  outputDir: 'test-results',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  globalSetup: './global-setup.ts',
  globalTeardown: './global-teardown.ts',
  use: {
    // Set by global setup; workers are started after it and inherit the value.
    baseURL: process.env[BASE_URL_ENV],
    browserName: 'chromium',
    // Mobile first: members mostly use phones, so the default viewport is one.
    viewport: { width: 375, height: 812 },
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      // Debian's Chromium rather than a downloaded browser: the machine and CI already have it.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
});
