import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The written module order (docs/architecture.md): a module imports only modules before it. New
 * capabilities take their place here when they land.
 */
export const MODULE_ORDER = [
  'accounts',
  'apps',
  'media',
  'members',
  'commerce',
  'pages',
  'progress',
  'forms',
  'programs',
  'events',
  'packs',
  'schedule',
  'workouts',
  'messaging',
  'notifications',
  'activity',
] as const;

/** Infrastructure every module may use; it imports no module code, only modules' schema files. */
export const INFRASTRUCTURE = ['db', 'http', 'context', 'credentials', 'integrations', 'realtime', 'jobs', 'config.ts'] as const;

export type Edge = { from: string; to: string };

type Place = { kind: 'module'; name: string; isSchema: boolean } | { kind: 'infrastructure' } | { kind: 'top' };

/** Where a file (relative to src/, forward slashes) sits in the layering. */
export function placeOf(file: string): Place {
  const parts = file.split('/');
  if (parts[0] === 'modules' && parts[1]) {
    const base = parts.at(-1) ?? '';
    return { kind: 'module', name: parts[1], isSchema: base === 'schema.ts' || base.endsWith('-schema.ts') };
  }
  if ((INFRASTRUCTURE as readonly string[]).includes(parts[0] ?? '')) return { kind: 'infrastructure' };
  return { kind: 'top' };
}

/** Every import edge that breaks the layering, with why. */
export function violations(edges: readonly Edge[], order: readonly string[] = MODULE_ORDER): string[] {
  const problems: string[] = [];
  for (const { from, to } of edges) {
    const source = placeOf(from);
    const target = placeOf(to);
    if (source.kind === 'top') continue;
    if (target.kind === 'top') {
      problems.push(`${from} → ${to}: app.ts, static/, demo/ and test/ sit above everything; nothing below imports them`);
      continue;
    }
    if (source.kind === 'infrastructure') {
      if (target.kind === 'module' && !target.isSchema) problems.push(`${from} → ${to}: infrastructure imports no module code (only schema files)`);
      continue;
    }
    if (target.kind === 'infrastructure') {
      if (to === 'db/schema/index.ts' && !source.isSchema) problems.push(`${from} → ${to}: import tables from the module that owns them, not the barrel`);
      continue;
    }
    if (target.name === source.name) continue;
    const here = order.indexOf(source.name);
    const there = order.indexOf(target.name);
    if (here < 0) problems.push(`${from}: module "${source.name}" has no place in the module order`);
    else if (there < 0) problems.push(`${to}: module "${target.name}" has no place in the module order`);
    else if (there > here) problems.push(`${from} → ${to}: ${source.name} comes before ${target.name} in the module order, so it cannot import it`);
  }
  return problems;
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

/** The relative import edges of every non-test source file under `srcDir`. */
export function importEdges(srcDir: string): Edge[] {
  const files = listFiles(srcDir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('.d.ts'));
  const known = new Set(files);
  const edges: Edge[] = [];
  for (const file of files) {
    const text = readFileSync(path.join(srcDir, file), 'utf8');
    for (const match of text.matchAll(IMPORT)) {
      const spec = match[1] ?? match[2]!;
      const base = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec));
      const to = [`${base}.ts`, `${base}/index.ts`, base].find((candidate) => known.has(candidate));
      if (to) edges.push({ from: file, to });
    }
  }
  return edges;
}

function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? listFiles(path.join(dir, entry.name), rel) : [rel];
  });
}
