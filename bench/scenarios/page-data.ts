import { startBareServer } from '../lib/bare-server';
import { LOAD_SETTINGS, runLoad } from '../lib/load';
import { printComparison } from '../lib/print';
import { writeResult } from '../lib/results';
import type { Scenario } from '../lib/scenario';
import { startTessera } from '../lib/tessera-server';

// The member app asks for page data with a timestamp; a fixed one keeps every request identical.
const PATH = '/__/index.json?ts=1';
const HEADERS = { 'X-App-Slug': 'demo' };
const GOAL_RATIO = 0.8;

/**
 * Page data is served from bytes prepared at publish time, so serving it should cost little more
 * than a bare node:http server answering the same bytes. This measures how close it comes.
 */
const scenario: Scenario = {
  name: 'page-data',
  description: `GET ${PATH} from Tessera against bare node:http with the same bytes`,
  async run() {
    const tessera = await startTessera();
    let body: Uint8Array;
    let contentType: string;
    let tesseraLoad;
    try {
      // Identity encoding: autocannon does not ask for compression, so neither does the sample.
      const sample = await fetch(`${tessera.baseURL}${PATH}`, { headers: { ...HEADERS, 'accept-encoding': 'identity' } });
      if (!sample.ok) throw new Error(`GET ${PATH} answered ${sample.status}: ${await sample.text()}`);
      body = new Uint8Array(await sample.arrayBuffer());
      contentType = sample.headers.get('content-type') ?? 'application/json';
      tesseraLoad = await runLoad({ url: `${tessera.baseURL}${PATH}`, headers: HEADERS });
    } finally {
      // One server at a time: on a small machine the idle one would still steal cycles.
      await tessera.stop();
    }

    const bare = await startBareServer({ body, contentType });
    let bareLoad;
    try {
      bareLoad = await runLoad({ url: `${bare.baseURL}${PATH}`, headers: HEADERS });
    } finally {
      await bare.stop();
    }

    const ratio = Number((tesseraLoad.requests_per_sec / bareLoad.requests_per_sec).toFixed(3));
    printComparison({ tessera: tesseraLoad, 'bare node:http': bareLoad });
    const verdict = ratio >= GOAL_RATIO ? 'meets' : 'misses';
    console.log(`ratio tessera/bare: ${ratio} (${verdict} the goal of ${GOAL_RATIO})`);

    const file = writeResult('page-data', {
      request: { path: PATH, headers: HEADERS, response_bytes: body.length, content_type: contentType },
      settings: LOAD_SETTINGS,
      tessera: tesseraLoad,
      bare: bareLoad,
      ratio,
      goal_ratio: GOAL_RATIO,
      meets_goal: ratio >= GOAL_RATIO,
    });
    console.log(`written ${file}`);
  },
};

export default scenario;
