/**
 * A PostgreSQL cluster of the fault tests' own: initdb into a temporary folder, its own port on 127.0.0.1, trust
 * authentication. The machine's server (5432) is never touched, so restarting this one disturbs no one else.
 * PostgreSQL refuses to run as root: as root, the cluster belongs to the `postgres` account (runuser).
 */
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { runCommand } from './run-command';

function postgresBinaries(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(path.join(root, v, 'bin/initdb'))) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error('PostgreSQL server binaries not found in /usr/lib/postgresql/*/bin (or set PG_BIN)');
  return path.join(root, newest, 'bin');
}

/** The command line that runs a PostgreSQL binary as the account owning the cluster. */
function asOwner(): (binary: string, args: string[]) => [string, string[]] {
  if (process.getuid?.() !== 0) return (binary, args) => [binary, args];
  return (binary, args) => ['runuser', ['-u', 'postgres', '--', binary, ...args]];
}

function postgresAccountIds(): { uid: number; gid: number } {
  const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  const ids = { uid: id('-u'), gid: id('-g') };
  if (!Number.isInteger(ids.uid) || ids.uid <= 0) throw new Error('running as root needs a `postgres` account to own the private cluster');
  return ids;
}

export type PrivatePostgres = {
  /** A superuser URL of database `name`. */
  url(name: string): string;
  /** `pg_ctl restart -m fast`: every connection is cut, the server is back when this answers. */
  restart(): Promise<void>;
  stop(): Promise<void>;
  /** For an exit that cannot wait (process 'exit'): stops the server at once. */
  stopNow(): void;
};

/** Creates and starts the cluster in `dir` (a folder of its own, removed by the caller). */
export async function startPrivatePostgres(dir: string, port: number): Promise<PrivatePostgres> {
  const bin = postgresBinaries();
  const command = asOwner();
  if (process.getuid?.() === 0) {
    const { uid, gid } = postgresAccountIds();
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  const log = path.join(dir, 'postgres.log');
  const run = (binary: string, args: string[]) => runCommand(...command(path.join(bin, binary), args));
  // --no-sync: a throwaway cluster; the server itself keeps fsync on, as in production.
  await run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync', '--no-instructions']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`;
  const pgCtl = (...args: string[]) => run('pg_ctl', ['-D', data, '-l', log, '-w', '-t', '30', ...args]);
  await pgCtl('-o', options, 'start');
  let running = true;
  return {
    url: (name) => `postgres://postgres@127.0.0.1:${port}/${name}`,
    restart: () => pgCtl('restart', '-m', 'fast'),
    async stop() {
      if (!running) return;
      running = false;
      await pgCtl('stop', '-m', 'fast');
    },
    stopNow() {
      if (!running) return;
      running = false;
      spawnSync(...command(path.join(bin, 'pg_ctl'), ['-D', data, '-w', '-t', '10', 'stop', '-m', 'immediate']), { stdio: 'ignore' });
    },
  };
}
