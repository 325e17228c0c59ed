import { startBareServer } from '../lib/bare-server';
import { LOAD_SETTINGS } from '../lib/load';
import { printComparison } from '../lib/print';
import { writeResult } from '../lib/results';
import type { Scenario } from '../lib/scenario';
import { startTessera } from '../lib/tessera-server';
import { runGetLoad, type GetLoadSummary } from '../lib/wrk';

// The member app asks for page data with a timestamp; a fixed one keeps every request identical.
const PATH = '/__/index.json?ts=1';
const HEADERS = { 'X-App-Slug': 'demo' };
const GOAL_RATIO = 0.9;
const ROUNDS = 3;

/**
 * Page data is served from bytes prepared at publish time, so serving it should cost little more
 * than a bare node:http server answering the same bytes. This measures how close it comes, with
 * wrk as the load generator (autocannon where wrk is missing: it takes as much CPU as the server).
 */
const scenario: Scenario = {
  name: 'page-data',
  description: `GET ${PATH} from Tessera against bare node:http with the same bytes (and again with the same headers), ${ROUNDS} rounds taking turns`,
  async run() {
    const tessera: GetLoadSummary[] = [];
    const bare: GetLoadSummary[] = [];
    const sameHeaders: GetLoadSummary[] = [];
    let sample: { body: Uint8Array; contentType: string; headers: [string, string][] } | undefined;
    let generator = 'wrk';
    // Rounds take turns, so a neighbour's burst on a shared machine falls on both sides.
    for (let round = 0; round < ROUNDS; round++) {
      const server = await startTessera();
      try {
        if (!sample) {
          // Identity encoding: the load generator does not ask for compression, so neither does the sample.
          const response = await fetch(`${server.baseURL}${PATH}`, { headers: { ...HEADERS, 'accept-encoding': 'identity' } });
          if (!response.ok) throw new Error(`GET ${PATH} answered ${response.status}: ${await response.text()}`);
          // Node adds date and the connection headers itself; the length is the child's.
          const own = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
          const headers = [...response.headers].filter(([name]) => !own.has(name));
          sample = { body: new Uint8Array(await response.arrayBuffer()), contentType: response.headers.get('content-type') ?? 'application/json', headers };
        }
        const load = await runGetLoad({ url: `${server.baseURL}${PATH}`, headers: HEADERS, pid: server.pid });
        generator = load.generator;
        tessera.push(load);
      } finally {
        // One server at a time: on a small machine the idle one would still steal cycles.
        await server.stop();
      }
      const baseline = await startBareServer({ body: sample.body, contentType: sample.contentType });
      try {
        bare.push(await runGetLoad({ url: `${baseline.baseURL}${PATH}`, headers: HEADERS, pid: baseline.pid }));
      } finally {
        await baseline.stop();
      }
      // A second baseline sends Tessera's headers too: what the answer's headers cost, apart from the server.
      const alike = await startBareServer(sample);
      try {
        sameHeaders.push(await runGetLoad({ url: `${alike.baseURL}${PATH}`, headers: HEADERS, pid: alike.pid }));
      } finally {
        await alike.stop();
      }
    }

    const ratios = tessera.map((load, i) => Number((load.requests_per_sec / bare[i]!.requests_per_sec).toFixed(3)));
    const ratio = median(ratios);
    // The same comparison by CPU per answer (bare over Tessera): what the ratio would be on a machine of one's own.
    const cpuRatios = tessera.flatMap((load, i) => (load.cpu_us_per_request && bare[i]!.cpu_us_per_request ? [Number((bare[i]!.cpu_us_per_request / load.cpu_us_per_request).toFixed(3))] : []));
    const cpuRatio = cpuRatios.length > 0 ? median(cpuRatios) : null;
    const sameHeaderRatios = tessera.map((load, i) => Number((load.requests_per_sec / sameHeaders[i]!.requests_per_sec).toFixed(3)));
    const sameHeaderCpuRatios = tessera.flatMap((load, i) => (load.cpu_us_per_request && sameHeaders[i]!.cpu_us_per_request ? [Number((sameHeaders[i]!.cpu_us_per_request / load.cpu_us_per_request).toFixed(3))] : []));
    printComparison(
      Object.fromEntries(tessera.flatMap((load, i) => [[`tessera #${i + 1}`, load], [`bare node:http #${i + 1}`, bare[i]!], [`bare, same headers #${i + 1}`, sameHeaders[i]!]])),
    );
    const verdict = ratio >= GOAL_RATIO ? 'meets' : 'misses';
    console.log(`ratio tessera/bare: ${ratio} (median of ${ratios.join(', ')}; ${verdict} the goal of ${GOAL_RATIO})`);
    if (cpuRatio !== null) {
      const cpu = (loads: GetLoadSummary[]) => loads.map((load) => load.cpu_us_per_request).join(', ');
      console.log(`CPU per answer: tessera ${cpu(tessera)} µs, bare ${cpu(bare)} µs; ratio bare/tessera ${cpuRatio} (median of ${cpuRatios.join(', ')})`);
    }

    console.log(
      `against a bare server sending Tessera's ${sample?.headers.length ?? 0} headers too: ratio ${median(sameHeaderRatios)} (median of ${sameHeaderRatios.join(', ')})` +
        (sameHeaderCpuRatios.length > 0 ? `, CPU per answer ${median(sameHeaderCpuRatios)} (median of ${sameHeaderCpuRatios.join(', ')})` : ''),
    );

    const file = writeResult('page-data', {
      request: { path: PATH, headers: HEADERS, response_bytes: sample?.body.length, content_type: sample?.contentType, response_headers: sample?.headers.map(([name]) => name) },
      settings: { ...LOAD_SETTINGS, generator, rounds: ROUNDS },
      tessera,
      bare,
      ratios,
      ratio,
      cpu_ratios: cpuRatios,
      cpu_ratio: cpuRatio,
      same_headers: sameHeaders,
      same_header_ratios: sameHeaderRatios,
      same_header_ratio: median(sameHeaderRatios),
      same_header_cpu_ratios: sameHeaderCpuRatios,
      goal_ratio: GOAL_RATIO,
      meets_goal: ratio >= GOAL_RATIO,
    });
    console.log(`written ${file}`);
  },
};

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

export default scenario;
