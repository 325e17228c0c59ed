import { readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Scenario } from './lib/scenario';

/**
 * Runs every scenario in scenarios/, one after another (they would skew each other in parallel),
 * or only those named on the command line: `npm run bench -- page-data`.
 */
const scenariosDir = join(import.meta.dirname, 'scenarios');
const available = readdirSync(scenariosDir)
  .filter((file) => file.endsWith('.ts'))
  .map((file) => basename(file, '.ts'))
  .sort();
const requested = process.argv.slice(2);
const unknown = requested.filter((name) => !available.includes(name));
if (unknown.length > 0) {
  console.error(`Unknown scenario: ${unknown.join(', ')}. Available: ${available.join(', ')}`);
  process.exit(1);
}

for (const name of requested.length > 0 ? requested : available) {
  const module = (await import(pathToFileURL(join(scenariosDir, `${name}.ts`)).href)) as { default: Scenario };
  const scenario = module.default;
  console.log(`\n== ${scenario.name}: ${scenario.description}`);
  await scenario.run();
}
