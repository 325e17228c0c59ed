import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { getJson } from './lib/demo-data';

type Menu = { menu: { title: string; path: string }[] };
type Listing = { children: { path: string }[] };

/** Serious and critical findings only (issue 5's bar), named so a failure says what and where. */
async function seriousViolations(page: Page): Promise<string[]> {
  const audit = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return audit.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')}`);
}

test.describe('accessibility of the demo app (axe)', () => {
  test('every page of the menu and the pages under it have no serious or critical violation', async ({ page, request }) => {
    test.setTimeout(180_000);
    const { menu } = await getJson<Menu>(request, '/api/app');
    const paths = new Set<string>(['/', ...menu.map((item) => item.path)]);
    // One level down as well: that is where most block types live.
    for (const item of menu) {
      const prefix = item.path === '/' ? '' : item.path;
      const props = await getJson<Listing>(request, `/__${prefix}/index.json`).catch(() => ({ children: [] }));
      for (const child of props.children.slice(0, 6)) paths.add(child.path);
    }
    const found: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      await page.locator('main').first().waitFor();
      // Lazy block renderers and images settle before the audit.
      await page.waitForLoadState('networkidle');
      for (const violation of await seriousViolations(page)) found.push(`${path}: ${violation}`);
    }
    expect(found).toEqual([]);
  });
});
