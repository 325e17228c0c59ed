import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { RESULTS_DIR } from './paths';

/** Writes `results/<name>.json` with the machine facts needed to compare runs honestly. */
export function writeResult(name: string, data: Record<string, unknown>): string {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = join(RESULTS_DIR, `${name}.json`);
  const machine = { node: process.version, cpu_count: cpus().length, cpu_model: cpus()[0]?.model ?? 'unknown' };
  const record = { scenario: name, date: new Date().toISOString(), ...machine, ...data };
  writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
  return file;
}
