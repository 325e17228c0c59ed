import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const main = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'main.ts');

describe('boot', () => {
  it('refuses to start with a wrong variable and names it', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', main], {
      env: { ...process.env, PORT: 'not-a-port', DATABASE_URL: 'mysql://nope' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(78);
    expect(result.stderr).toContain('PORT');
    expect(result.stderr).toContain('DATABASE_URL: must start with postgres://');
  });
});
