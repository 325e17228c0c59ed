import { chromium } from 'playwright-core';
import { FIRST_PAINT_PAGES } from '../lib/first-paint-pages';
import { writeResult } from '../lib/results';
import type { Scenario } from '../lib/scenario';
import { startTessera } from '../lib/tessera-server';

const PAGES = FIRST_PAINT_PAGES;
const RUNS = Number(process.env.HYDRATION_RUNS ?? 5);
/** Lighthouse's mobile profile slows the CPU four times; so does this. */
const CPU_SLOWDOWN = 4;
/** The load is over when no long task has started for this long after the load event. */
const QUIET_MS = 1500;

type Visit = { blocking_ms: number; long_tasks: number; long_task_ms: number };

/** Records every long task (over 50 ms) from the start of the document. */
const OBSERVE_LONG_TASKS = `
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
`;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/**
 * The main thread's long tasks while a server-rendered page loads and hydrates, in Chromium with
 * the CPU slowed four times: cheaper and steadier than Lighthouse (`lighthouse` scenario) for
 * comparing two builds of the same page on this machine. `blocking_ms` sums each long task's time
 * over 50 ms, as Total Blocking Time does (here over the whole load, not from first paint).
 */
const scenario: Scenario = {
  name: 'hydration-tasks',
  description: `Long tasks while loading and hydrating ${PAGES.map((page) => page.path).join(', ')} (CPU ${CPU_SLOWDOWN}x slower), ${RUNS} runs each, medians`,
  async run() {
    const server = await startTessera({ env: { SSR: process.env.SSR ?? 'on' } });
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    });
    const rows: ({ page: string } & Visit)[] = [];
    try {
      for (const page of PAGES) {
        const url = `${server.baseURL}${page.path}`;
        await fetch(url, { headers: { accept: 'text/html' } });
        const visits: Visit[] = [];
        // One visit more than counted: the first warms the server's and the disk's caches.
        for (let run = 0; run <= RUNS; run += 1) {
          const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
          const tab = await context.newPage();
          const cdp = await context.newCDPSession(tab);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
          await tab.addInitScript(OBSERVE_LONG_TASKS);
          await tab.goto(url, { waitUntil: 'load' });
          let seen = -1;
          for (;;) {
            await tab.waitForTimeout(QUIET_MS);
            const count = await tab.evaluate(() => (globalThis as unknown as { __longTasks: unknown[] }).__longTasks.length);
            if (count === seen) break;
            seen = count;
          }
          const tasks = await tab.evaluate(() => (globalThis as unknown as { __longTasks: { duration: number }[] }).__longTasks);
          if (run > 0)
            visits.push({
              blocking_ms: Math.round(tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0)),
              long_tasks: tasks.length,
              long_task_ms: Math.round(tasks.reduce((sum, task) => sum + task.duration, 0)),
            });
          await context.close();
        }
        rows.push({
          page: page.name,
          blocking_ms: median(visits.map((visit) => visit.blocking_ms)),
          long_tasks: median(visits.map((visit) => visit.long_tasks)),
          long_task_ms: median(visits.map((visit) => visit.long_task_ms)),
        });
        console.log(page.name, visits.map((visit) => visit.blocking_ms).join(' '));
      }
    } finally {
      await browser.close();
      await server.stop();
    }
    console.table(rows);
    const file = writeResult('hydration-tasks', { runs_per_page: RUNS, cpu_slowdown: CPU_SLOWDOWN, rows });
    console.log(`wrote ${file}`);
  },
};

export default scenario;
