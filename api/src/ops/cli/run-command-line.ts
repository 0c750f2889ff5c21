import { loadConfig, type Config } from '../../config';
import type { Db } from '../../db/types';
import { DataDirLockedError, lockHolder } from '../../db/data-dir-lock';
import { withDatabase } from '../staff-command';
import { channelPath, readChannelFile } from './channel-file';
import { RunInShop, runCommand, type CommandLineName } from './commands';
import { actorOf, cliUser, processIo, type CliIo } from './context';

type Options = { env?: NodeJS.ProcessEnv; io?: CliIo; cwd?: string };

/** Sends the command to the shop holding DATA_DIR (channel-server.ts) and relays its output and exit code. */
async function throughShop(dataDir: string, holder: number, name: CommandLineName, argv: string[], io: CliIo, cwd: string, user: string): Promise<number> {
  const channel = readChannelFile(dataDir);
  if (!channel || channel.pid !== holder) {
    io.error(`DATA_DIR ${dataDir} is held by process ${holder}, which has no command channel this user can read (${channelPath(dataDir)}). `
      + 'If the shop is starting, run this again in a few seconds; otherwise run it as the user the shop runs as, or stop that process.');
    return 1;
  }
  let response: Response;
  try {
    response = await fetch(`http://127.0.0.1:${channel.port}/run`, {
      method: 'POST',
      headers: { authorization: `Bearer ${channel.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ command: name, argv, cwd, user }),
    });
  } catch (error) {
    io.error(`The running shop (pid ${holder}) did not answer on its command channel: ${(error as Error).message}`);
    return 1;
  }
  if (!response.ok) {
    io.error(`The running shop refused the command (HTTP ${response.status}${response.status === 401 ? ': the token in DATA_DIR is not the one it started with' : ''}).`);
    return 1;
  }
  const answer = (await response.json()) as { exitCode: number; stdout: string; stderr: string };
  if (answer.stdout) io.write(Buffer.from(answer.stdout, 'base64'));
  if (answer.stderr) io.error(answer.stderr.replace(/\n$/, ''));
  return answer.exitCode;
}

/**
 * The entry of `npm run orders|quotes|forms|content|staff` and of `npm run mf -- key|status`. The command checks
 * its arguments here; on PostgreSQL, and on PGlite while no shop runs, it then opens the database itself, as
 * before. While `npm start` holds the PGlite data directory, opening it would be refused (two processes on it lose
 * commits), so the command runs inside the shop instead, through its local channel: same function, same checks,
 * same audit actor (`cli:<user>`), nothing written twice or lost.
 */
export async function runCommandLine(name: CommandLineName, argv: string[], options: Options = {}): Promise<number> {
  const env = options.env ?? process.env;
  const io = options.io ?? processIo;
  const cwd = options.cwd ?? process.cwd();
  const user = cliUser(env);
  const openHere = <T>(work: (db: Db, config: Config) => Promise<T>) => {
    const config = loadConfig(env);
    const holder = config.databaseUrl || config.dataDir === ':memory:' ? undefined : lockHolder(config.dataDir);
    if (holder !== undefined) throw new RunInShop(config.dataDir, holder);
    return withDatabase((db) => work(db, config), config);
  };
  try {
    // DataDirLockedError: the shop started between the check and the opening; its message says what to do.
    return await runCommand(name, argv, { io, cwd, actor: actorOf(user), withDatabase: openHere }, [DataDirLockedError]);
  } catch (error) {
    if (!(error instanceof RunInShop)) throw error;
    return throughShop(error.dataDir, error.holder, name, argv, io, cwd, user);
  }
}
