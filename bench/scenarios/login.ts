import { cpus } from 'node:os';
import { LOAD_SETTINGS, runLoad } from '../lib/load';
import { printComparison } from '../lib/print';
import { writeResult } from '../lib/results';
import type { Scenario } from '../lib/scenario';
import { runScryptBaseline } from '../lib/scrypt-baseline';
import { startTessera } from '../lib/tessera-server';

const PATH = '/api/auth/login';
const HEADERS = { 'X-App-Slug': 'demo', 'content-type': 'application/json' };
const BODY = JSON.stringify({ email: 'member@demo.test', password: 'demo-password' });

/**
 * Sign-in is slow on purpose (scrypt N=2^17). This measures sign-ins per second per core for
 * capacity planning, beside the bare cost of the same scrypt verification measured in the same run:
 * the ratio says how much the endpoint adds to the hash (sessions, queries, the answer).
 */
const scenario: Scenario = {
  name: 'login',
  description: `POST ${PATH} (demo member) against bare scrypt verification at the same cost`,
  async run() {
    // Rate limits would refuse a benchmark after a few attempts; they are measured by the tests instead.
    const tessera = await startTessera({ env: { AUTH_RATE_LIMITS: 'off' } });
    let login;
    try {
      const sample = await fetch(`${tessera.baseURL}${PATH}`, { method: 'POST', headers: HEADERS, body: BODY });
      if (!sample.ok) throw new Error(`POST ${PATH} answered ${sample.status}: ${await sample.text()}`);
      login = await runLoad({ url: `${tessera.baseURL}${PATH}`, headers: HEADERS, method: 'POST', body: BODY });
    } finally {
      await tessera.stop();
    }
    const baseline = await runScryptBaseline({ concurrency: LOAD_SETTINGS.connections, durationMs: LOAD_SETTINGS.duration_s * 1000 });
    const cores = cpus().length;
    printComparison({ 'tessera login': login, 'bare scrypt verify': baseline });
    const ratio = Number((login.requests_per_sec / baseline.requests_per_sec).toFixed(3));
    const perCore = Number((login.requests_per_sec / cores).toFixed(1));
    console.log(`sign-ins per second per core: ${perCore} (${cores} cores); ratio login/bare scrypt: ${ratio}`);
    const file = writeResult('login', { settings: LOAD_SETTINGS, tessera: login, bare_scrypt: baseline, ratio, cores, sign_ins_per_sec_per_core: perCore });
    console.log(`written ${file}`);
  },
};

export default scenario;
