import { printComparison } from '../lib/print';
import { runLoad } from '../lib/load';
import { writeResult } from '../lib/results';
import type { Scenario } from '../lib/scenario';
import { startTessera } from '../lib/tessera-server';

const HEADERS = { 'X-App-Slug': 'demo', 'content-type': 'application/json' };
// The demo's Premium with its order bump and the WELCOME10 coupon: product, versions, bump offers and the coupon read, priced in core.
const PREVIEW_PATH = '/api/products/peak-premium/preview';

/**
 * `POST /products/{id}/preview` (what checkout asks on every change of coupon, bump or version)
 * beside `GET /api/health` on the same server in the same run: the cheapest call that also
 * crosses the framework and the database. The ratio is what pricing an order costs relative to it.
 */
const scenario: Scenario = {
  name: 'checkout-preview',
  description: `POST ${PREVIEW_PATH} (coupon and order bump) against GET /api/health on the same server`,
  async run() {
    const server = await startTessera();
    try {
      const product = (await (await fetch(`${server.baseURL}/api/products/peak-premium`, { headers: HEADERS })).json()) as { product: { order_bumps: { id: string }[] } };
      const body = JSON.stringify({ coupon_code: 'WELCOME10', order_bumps: product.product.order_bumps.map((b) => b.id) });
      const sample = await fetch(`${server.baseURL}${PREVIEW_PATH}`, { method: 'POST', headers: HEADERS, body });
      const answer = (await sample.json()) as { preview?: { total: number } };
      if (!sample.ok || !answer.preview) throw new Error(`preview answered ${sample.status}: ${JSON.stringify(answer)}`);
      const preview = await runLoad({ url: `${server.baseURL}${PREVIEW_PATH}`, method: 'POST', headers: HEADERS, body });
      const health = await runLoad({ url: `${server.baseURL}/api/health` });
      printComparison({ 'checkout preview': preview, 'health (floor)': health });
      const ratio = Number((preview.requests_per_sec / health.requests_per_sec).toFixed(3));
      console.log(`preview: ${preview.requests_per_sec} req/s (p99 ${preview.latency_p99_ms} ms); health: ${health.requests_per_sec} req/s (p99 ${health.latency_p99_ms} ms); ratio to the floor: ${ratio}`);
      console.log(`written ${writeResult('checkout-preview', { path: PREVIEW_PATH, total: answer.preview.total, preview, health, ratio })}`);
    } finally {
      await server.stop();
    }
  },
};

export default scenario;
