import { printComparison } from '../lib/print';
import { runLoad } from '../lib/load';
import { writeResult } from '../lib/results';
import type { Scenario } from '../lib/scenario';
import { startTessera } from '../lib/tessera-server';

const ITEM_COUNT = 2_000;
/** Spread over this many days from today: twenty a day, a week holds 140. */
const DAYS = 100;
const JSON_HEADERS = { 'X-App-Slug': 'demo', 'content-type': 'application/json' };

const dayFrom = (start: Date, offset: number) => new Date(start.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * `GET /schedule` for a member with 2 000 scheduled items (the demo's workout, recipe and read,
 * planned through the API over a hundred days): a week, what the schedule screen asks for, and the
 * first full page of 200. Beside `GET /api/health` on the same server in the same run, the cheapest
 * call that also crosses the framework and the database; the ratios are what reading a plan costs.
 */
const scenario: Scenario = {
  name: 'schedule',
  description: `GET /schedule (a week, and a full page) for a member with ${ITEM_COUNT} scheduled items against GET /api/health on the same server`,
  async run() {
    const server = await startTessera();
    try {
      const base = server.baseURL;
      const signUp = await fetch(`${base}/api/auth/sign_up`, {
        method: 'POST',
        headers: JSON_HEADERS,
        body: JSON.stringify({ email: `bench-${Date.now()}@example.test`, name: 'Bench Planner', password: 'bench-password-1', timezone: 'UTC' }),
      });
      if (!signUp.ok) throw new Error(`sign-up answered ${signUp.status}: ${await signUp.text()}`);
      const token = ((await signUp.json()) as { authentication_token: string }).authentication_token;
      const headers = { ...JSON_HEADERS, 'X-User-Token': token };
      const pageIds: string[] = [];
      for (const path of ['workouts/full-body-burn', 'library/green-power-bowl', 'library/sleep-and-recovery']) {
        const page = (await (await fetch(`${base}/__/${path}/index.json`, { headers })).json()) as { page_id: string };
        pageIds.push(page.page_id);
      }
      const today = new Date();
      today.setUTCHours(0, 0, 0, 0);
      const started = performance.now();
      for (let batch = 0; batch < ITEM_COUNT; batch += 20) {
        await Promise.all(
          Array.from({ length: 20 }, async (_, i) => {
            const n = batch + i;
            const res = await fetch(`${base}/api/schedule`, {
              method: 'POST',
              headers,
              body: JSON.stringify({ item_id: pageIds[n % pageIds.length], item_type: 'page', date: dayFrom(today, n % DAYS) }),
            });
            if (!res.ok) throw new Error(`POST /schedule answered ${res.status}: ${await res.text()}`);
          }),
        );
      }
      console.log(`planned ${ITEM_COUNT} items in ${Math.round(performance.now() - started)} ms`);
      const weekPath = `/api/schedule?from=${dayFrom(today, 7)}&to=${dayFrom(today, 13)}`;
      const pagePath = '/api/schedule?page=1';
      const week = (await (await fetch(`${base}${weekPath}`, { headers })).json()) as { items: unknown[] };
      const page = (await (await fetch(`${base}${pagePath}`, { headers })).json()) as { items: unknown[]; next_page: number | null };
      if (week.items.length !== (ITEM_COUNT / DAYS) * 7 || page.items.length !== 200 || page.next_page !== 2) {
        throw new Error(`unexpected answers: a week of ${week.items.length}, a page of ${page.items.length} (next ${page.next_page})`);
      }
      const weekLoad = await runLoad({ url: `${base}${weekPath}`, headers });
      const pageLoad = await runLoad({ url: `${base}${pagePath}`, headers });
      const health = await runLoad({ url: `${base}/api/health` });
      printComparison({ 'schedule: a week (140 items)': weekLoad, 'schedule: a page (200 items)': pageLoad, 'health (floor)': health });
      const weekRatio = Number((weekLoad.requests_per_sec / health.requests_per_sec).toFixed(3));
      const pageRatio = Number((pageLoad.requests_per_sec / health.requests_per_sec).toFixed(3));
      console.log(
        `schedule of ${ITEM_COUNT} items: a week ${weekLoad.requests_per_sec} req/s (p99 ${weekLoad.latency_p99_ms} ms), a page of 200 ${pageLoad.requests_per_sec} req/s (p99 ${pageLoad.latency_p99_ms} ms); health ${health.requests_per_sec} req/s; ratios to the floor: ${weekRatio} / ${pageRatio}`,
      );
      console.log(`written ${writeResult('schedule', { items: ITEM_COUNT, weekPath, pagePath, week: weekLoad, page: pageLoad, health, weekRatio, pageRatio })}`);
    } finally {
      await server.stop();
    }
  },
};

export default scenario;
