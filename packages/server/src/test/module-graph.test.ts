import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importEdges, MODULE_ORDER, violations } from './module-graph';

const srcDir = path.resolve(import.meta.dirname, '..');

describe('module order (docs/architecture.md: inside the server)', () => {
  it('holds for every import of the server: modules import only earlier modules, infrastructure no module code', () => {
    const edges = importEdges(srcDir);
    expect(edges.length).toBeGreaterThan(100);
    expect(violations(edges)).toEqual([]);
  });

  it('every module folder has a place in the order', () => {
    const modules = new Set(importEdges(srcDir).flatMap(({ from }) => (from.startsWith('modules/') ? [from.split('/')[1]!] : [])));
    for (const name of modules) expect(MODULE_ORDER, name).toContain(name);
  });

  it('catches a deliberate loop, an upward import, infrastructure reaching into a module and the schema barrel', () => {
    const problems = violations([
      { from: 'modules/pages/page-access.ts', to: 'modules/progress/member-state.ts' },
      { from: 'modules/progress/page-progress.ts', to: 'modules/pages/page-access.ts' },
      { from: 'modules/apps/operations.ts', to: 'modules/pages/publisher.ts' },
      { from: 'context/viewer.ts', to: 'modules/commerce/entitlements.ts' },
      { from: 'context/app-context.ts', to: 'modules/members/schema.ts' },
      { from: 'modules/members/sessions.ts', to: 'db/schema/index.ts' },
      { from: 'modules/members/sessions.ts', to: 'app.ts' },
    ]);
    expect(problems).toHaveLength(5);
    expect(problems.join('\n')).toMatch(/pages comes before progress/);
    expect(problems.join('\n')).toMatch(/apps comes before pages/);
    expect(problems.join('\n')).toMatch(/infrastructure imports no module code/);
    expect(problems.join('\n')).toMatch(/not the barrel/);
    expect(problems.join('\n')).toMatch(/nothing below imports them/);
  });
});
