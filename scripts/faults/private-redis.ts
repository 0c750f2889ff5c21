/**
 * A Redis server of the fault tests' own on its own port, in memory only (no RDB, no AOF), so stopping it
 * disturbs no one else's Redis. It can be stopped and started again on the same port (the outage scenario).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { waitFor } from './poll';

export const REDIS_BIN = process.env.REDIS_BIN ?? 'redis-server';

/** Whether a Redis answers PING on `port` right now. */
function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.setTimeout(1000);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    for (const event of ['error', 'timeout', 'close'] as const) socket.once(event, () => resolve(false));
  });
}

export type PrivateRedis = { url: string; start(): Promise<void>; stop(): Promise<void>; stopNow(): void };

export function privateRedis(dir: string, port: number): PrivateRedis {
  let server: ChildProcess | undefined;
  const exited = (child: ChildProcess) =>
    child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir, '--daemonize', 'no'];
      const child = spawn(REDIS_BIN, args, { stdio: 'ignore' });
      server = child;
      await waitFor(`Redis on port ${port}`, async () => child.exitCode !== null || (await answersPing(port)), 10_000);
      if (child.exitCode !== null) throw new Error(`redis-server exited with code ${child.exitCode} (is port ${port} taken?)`);
    },
    async stop() {
      if (!server) return;
      const child = server;
      server = undefined;
      child.kill('SIGTERM');
      await exited(child);
    },
    stopNow() {
      server?.kill('SIGKILL');
      server = undefined;
    },
  };
}
