import pg from 'pg';

/**
 * A new empty database `name` beside the one BENCH_DATABASE_URL names (dropped first if a previous
 * run left it), so a run never touches real data. Returns its URL.
 */
export async function freshDatabase(adminUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
