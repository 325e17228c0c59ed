// The memory baseline: PGlite alone in a Node process, on a data directory, with the settings the
// parent passes (none: PGlite's defaults). Plain JavaScript, so no loader adds to what is measured.
// Tells the parent over IPC when it is open; on 'load' runs a query loop and answers 'done'.
import { PGlite } from '@electric-sql/pglite';

const settings = JSON.parse(process.env.PGLITE_SETTINGS ?? '{}');
const started = performance.now();
const db = new PGlite({
  dataDir: process.env.PGLITE_DIR,
  startParams: [...PGlite.defaultStartParams, ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`])],
});
await db.waitReady;
process.send?.({ kind: 'open', open_ms: Math.round(performance.now() - started) });

// A catalog join with a sort, the shape of a listing query, for as long as the parent asks.
const QUERY = 'select c.relname, count(*) as n from pg_class c join pg_attribute a on a.attrelid = c.oid group by c.relname order by n desc, c.relname limit 20';
process.on('message', async (message) => {
  if (message?.kind === 'load') {
    const until = performance.now() + message.seconds * 1000;
    let queries = 0;
    while (performance.now() < until) {
      await db.query(QUERY);
      queries += 1;
    }
    process.send?.({ kind: 'done', queries });
  } else if (message?.kind === 'close') {
    await db.close();
    process.exit(0);
  }
});
