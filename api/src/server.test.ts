import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from './db/data-dir-lock';
import { seedDataDir } from './test/seeded-data-dir';
import { createBuildFixture, fixtureEnv, type BuildFixture } from './test/build-fixture';

const apiDir = path.resolve(import.meta.dirname, '..');

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A POST whose body is held back until `finish()`, to keep a request in flight. */
function rawPost(port: number, url: string, body: string) {
  const socket = net.connect(port, '127.0.0.1');
  let response = '';
  socket.on('data', (chunk) => (response += chunk));
  const head = `POST ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`;
  socket.write(head + body.slice(0, 5));
  return {
    finish: () => socket.write(body.slice(5)),
    response: new Promise<string>((resolve, reject) => {
      socket.on('end', () => resolve(response));
      socket.on('error', reject);
    }),
  };
}

type Running = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

function startServer(env: Record<string, string>): Running {
  let output = '';
  // node --import tsx (not npx) so the signal reaches the server process itself.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env },
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitFor(running: Running, pattern: RegExp, ms = 30_000): Promise<RegExpMatchArray> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const match = pattern.exec(running.output());
    if (match) return match;
    if (running.child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no ${pattern} in server output:\n${running.output()}`);
}

describe('server.ts', () => {
  let fixture: BuildFixture;
  let dataDir: string;
  beforeAll(async () => {
    fixture = createBuildFixture();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'labmall-server-'));
    await seedDataDir(dataDir);
  });
  afterAll(() => {
    fixture?.remove();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves, refuses a second process on its DATA_DIR, and drains on SIGTERM with exit 0', async () => {
    const analyticsPort = await freePort();
    const server = startServer({ ...fixtureEnv(fixture), PORT: '0', ANALYTICS_PORT: String(analyticsPort), DATA_DIR: dataDir });
    try {
      // The data directory holds a seeded copy (a fresh one is migrated and seeded first: a minute on a busy machine).
      const port = (await waitFor(server, /Shop running at http:\/\/localhost:(\d+)/, 150_000))[1];
      const base = `http://127.0.0.1:${port}`;
      expect(await (await fetch(`${base}/api/health`)).json()).toEqual({ code: 200, message: 'ok', data: { db: 'pglite' } });
      const collected = await fetch(`http://127.0.0.1:${analyticsPort}/collect?project=labmall&token=`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify({ event: '$pageview', properties: {} }),
      });
      expect(collected.status).toBe(200);

      const second = startServer({ PORT: '0', ANALYTICS_PORT: '0', DATA_DIR: dataDir });
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain(`DATA_DIR ${dataDir} is in use by another process (pid ${server.child.pid})`);

      // A request in flight when SIGTERM arrives (headers sent, body still coming) is finished and stored.
      const inFlight = rawPost(analyticsPort, '/collect?project=labmall', JSON.stringify({ event: 'in_flight', properties: {} }));
      await new Promise((r) => setTimeout(r, 300));
      server.child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 300));
      expect(server.child.exitCode).toBeNull(); // still draining
      inFlight.finish();
      expect(await inFlight.response).toMatch(/^HTTP\/1\.1 200 OK[\s\S]*"received":1/);
      expect(await server.exited).toBe(0);
      expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
    } finally {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
    }
  }, 180_000);

  it('exits 1 naming an invalid variable', async () => {
    const server = startServer({ PORT: 'eighty', DATA_DIR: dataDir });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('PORT="eighty": must be a whole number');
  });
});
