import { join } from 'node:path';

export const BENCH_DIR = join(import.meta.dirname, '..');
export const REPO_ROOT = join(BENCH_DIR, '..');
export const RESULTS_DIR = join(BENCH_DIR, 'results');
export const SERVER_ENTRY = join(REPO_ROOT, 'packages/server/dist/main.js');
