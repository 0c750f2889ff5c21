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
