import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** Debian's Chromium, headless, with the flags the end-to-end tier uses (e2e/playwright.config.ts). */
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

/** One Lighthouse run's numbers: category scores 0–100, timings in ms, CLS as it is. */
export type LighthouseNumbers = Record<Category, number> & {
  fcp_ms: number;
  lcp_ms: number;
  cls: number;
  tbt_ms: number;
  failed_audits: string[];
};

export async function withChromium<T>(work: (port: number) => Promise<T>): Promise<T> {
  const chrome: LaunchedChrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROMIUM_FLAGS,
    logLevel: 'silent',
  });
  try {
    return await work(chrome.port);
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse's default (mobile) profile: a mid-range phone on slow 4G, simulated throttling.
 * `categories` narrows the audit (the end-to-end tier asserts the three that do not depend on the
 * machine's speed); a category left out scores NaN.
 */
export async function runLighthouse(
  url: string,
  port: number,
  options: { categories?: readonly Category[] } = {},
  attempt = 1,
): Promise<LighthouseNumbers> {
  const categoriesToRun = options.categories ?? CATEGORIES;
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...categoriesToRun],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  // A run Lighthouse itself could not finish (NO_FCP on a loaded machine, a lost tab) is run again once.
  if (result.lhr.runtimeError) {
    if (attempt < 3) return runLighthouse(url, port, options, attempt + 1);
    throw new Error(
      `Lighthouse failed on ${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`,
    );
  }
  const { categories, audits } = result.lhr;
  const score = (id: Category) => (categories[id] ? Math.round((categories[id].score ?? 0) * 100) : Number.NaN);
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  // What kept a category below 100 (performance aside): the audits that failed, by id.
  const failed = categoriesToRun.filter((id) => id !== 'performance').flatMap((id) =>
    (categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${id}:${ref.id}`),
  );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    fcp_ms: Math.round(numeric('first-contentful-paint')),
    lcp_ms: Math.round(numeric('largest-contentful-paint')),
    cls: Number(numeric('cumulative-layout-shift').toFixed(3)),
    tbt_ms: Math.round(numeric('total-blocking-time')),
    failed_audits: failed,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The median of each number over several runs, and every audit that failed in any of them. */
export function medians(runs: LighthouseNumbers[]): LighthouseNumbers {
  const of = (key: Exclude<keyof LighthouseNumbers, 'failed_audits'>) =>
    median(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    'best-practices': of('best-practices'),
    seo: of('seo'),
    fcp_ms: of('fcp_ms'),
    lcp_ms: of('lcp_ms'),
    cls: of('cls'),
    tbt_ms: of('tbt_ms'),
    failed_audits: [...new Set(runs.flatMap((run) => run.failed_audits))].sort(),
  };
}
