import { defineConfig } from '@playwright/test';
import base from '../playwright.config';
export default defineConfig({ ...base, testDir: '.', testMatch: '*.pw.ts', globalSetup: '../global-setup.ts', globalTeardown: '../global-teardown.ts', outputDir: '/tmp/probe-results' });
