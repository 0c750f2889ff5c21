import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A fresh database on the server of `serverUrl`, dropped afterwards (as the API tests do), for a benchmark. */
export async function freshPostgres(serverUrl: string, prefix = 'labmall_bench') {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * Runs `bench` on PostgreSQL, in a fresh database dropped afterwards, when DATABASE_URL is set; else on the embedded
 * PGlite (an empty URL: the bench server makes its own temporary data directory). Says which on stdout, beside the
 * figures. `note` is added to the PGlite line (e.g. that a budget is stated for PostgreSQL).
 */
export async function onBenchDatabase<T>(
  prefix: string,
  bench: (database: 'postgres' | 'pglite', databaseUrl: string) => Promise<T>,
  note = '',
): Promise<T> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    console.log(`database: embedded PGlite in a temporary directory (DATABASE_URL is not set)${note ? `; ${note}` : ''}`);
    return bench('pglite', '');
  }
  const database = await freshPostgres(serverUrl, prefix);
  try {
    console.log(`database: PostgreSQL, a fresh database on ${new URL(serverUrl).host} (dropped afterwards)`);
    return await bench('postgres', database.url);
  } finally {
    await database.drop();
  }
}
