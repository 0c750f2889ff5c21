import { randomBytes, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { Config } from '../../config';
import { removeChannelFile, writeChannelFile } from './channel-file';
import { isCommandLineName, runCommand } from './commands';
import { actorOf, bufferIo } from './context';

const MAX_BODY = 64 * 1024;

const request = z.object({
  command: z.string().refine(isCommandLineName),
  argv: z.array(z.string().max(10_000)).max(100),
  cwd: z.string().min(1).max(4096),
  user: z.string().min(1).max(100),
});

const sameToken = (given: string | undefined, token: string) => {
  const a = Buffer.from(given ?? '');
  const b = Buffer.from(`Bearer ${token}`);
  return a.length === b.length && timingSafeEqual(a, b);
};

async function readBody(req: http.IncomingMessage): Promise<string | undefined> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The embedded PGlite can have one process only, so while the shop runs, `npm run orders|quotes|forms|content|staff`
 * and `npm run mf -- key|status` hand their command to it (run-command-line.ts): an HTTP listener on 127.0.0.1
 * only, on a random port, taking the random token of DATA_DIR/.labmall-cli.json (mode 0600). It runs the very
 * `main` the command line would, on the shop's database and configuration, audited as the command line's user,
 * and answers with its output and exit code.
 */
async function cliChannel(app: FastifyInstance, { config }: { config: Config }) {
  if (config.databaseUrl || config.dataDir === ':memory:') return; // PostgreSQL: command lines connect themselves
  const token = randomBytes(32).toString('base64url');
  const send = (res: http.ServerResponse, status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

  const server = http.createServer((req, res) => {
    void (async () => {
      if (req.method !== 'POST' || req.url !== '/run') return send(res, 404, { error: 'notFound' });
      if (!sameToken(req.headers.authorization, token)) return send(res, 401, { error: 'unauthorized' });
      const text = await readBody(req);
      let parsed: ReturnType<typeof request.safeParse> | undefined;
      try {
        parsed = text === undefined ? undefined : request.safeParse(JSON.parse(text));
      } catch {
        parsed = undefined;
      }
      if (!parsed?.success) return send(res, 400, { error: 'badRequest' });
      const { command, argv, cwd, user } = parsed.data;
      if (!isCommandLineName(command)) return send(res, 400, { error: 'badRequest' });
      app.log.info({ command, action: argv[0], user }, 'command line run through the shop');
      const out = bufferIo();
      const exitCode = await runCommand(command, argv, { io: out.io, withDatabase: (work) => work(app.db, config), cwd, actor: actorOf(user) });
      send(res, 200, { exitCode, stdout: out.stdout().toString('base64'), stderr: out.stderr() });
    })().catch((error: unknown) => {
      app.log.error({ err: error }, 'command line channel failed');
      if (!res.headersSent) send(res, 500, { error: 'internal' });
    });
  });

  app.addHook('onReady', async () => {
    await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
    writeChannelFile(config.dataDir, { pid: process.pid, port: (server.address() as AddressInfo).port, token });
  });
  // Before the database closes: no new command is taken, and the ones running finish on an open database.
  app.addHook('preClose', async () => {
    removeChannelFile(config.dataDir, token);
    if (server.listening) await new Promise((resolve) => server.close(resolve));
  });
}

export default fp(cliChannel, { name: 'cli-channel', dependencies: ['db'] });
