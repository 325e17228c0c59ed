import type { Page } from '@playwright/test';

/**
 * Collects what a visitor never sees but a broken page leaves behind: uncaught exceptions and
 * resources the Content-Security-Policy refused (an inline script, a foreign font...).
 */
export function watchForPageProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(text)) {
      problems.push(`csp: ${text}`);
    }
  });
  return problems;
}
