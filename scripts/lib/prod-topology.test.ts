import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { messages } from '../../api/src/i18n/messages';
import { freePorts } from './bench-server';
import { NGINX_BIN, renderNginxConfig, type TopologyOptions } from './prod-topology';

const options = (runDir: string): TopologyOptions => ({
  replicas: 3,
  port: 18_088,
  host: '127.0.0.1',
  firstReplicaPort: 19_101,
  databaseUrl: 'postgres://postgres@127.0.0.1:5432/labmall',
  redisUrl: 'redis://127.0.0.1:6379',
  runDir,
  accessLog: path.join(runDir, 'access.log'),
  stdio: 'ignore',
});

describe('the nginx front of the production topology', () => {
  it('lists every replica as an upstream with keep-alive, and fills every placeholder', () => {
    const config = renderNginxConfig(options('/tmp/run'));
    expect(config).not.toMatch(/\{\{/);
    expect(config.match(/server 127\.0\.0\.1:191\d\d max_fails=1 fail_timeout=2s;/g)).toHaveLength(3);
    // The same replicas as backups never marked failed: with the database down every replica answers some 503s,
    // and nginx must still pass requests on, for the answers they hold in cache (stale-if-error).
    expect(config.match(/server 127\.0\.0\.1:191\d\d backup max_fails=0;/g)).toEqual([
      'server 127.0.0.1:19101 backup max_fails=0;',
      'server 127.0.0.1:19102 backup max_fails=0;',
      'server 127.0.0.1:19103 backup max_fails=0;',
    ]);
    expect(config).toContain('keepalive 64;');
    // Retries on another replica never cover a POST (nginx leaves non_idempotent out unless told).
    expect(config).toMatch(/proxy_next_upstream error timeout http_502 http_503;/);
    expect(config).not.toContain('non_idempotent');
    expect(config).toContain('proxy_set_header X-Request-Id $request_id;');
  });

  it.skipIf(!existsSync(NGINX_BIN))('is a configuration nginx accepts', () => {
    const runDir = mkdtempSync(path.join(tmpdir(), 'labmall-nginx-'));
    try {
      const file = path.join(runDir, 'nginx.conf');
      writeFileSync(file, renderNginxConfig(options(runDir)));
      const check = spawnSync(NGINX_BIN, ['-t', '-q', '-p', runDir, '-c', file], { encoding: 'utf8' });
      expect(check.stderr).toBe('');
      expect(check.status).toBe(0);
    } finally {
      rmSync(runDir, { recursive: true, force: true });
    }
  });

  it('answers in the API\'s own words when no replica can: the same `unavailable` text in each language', () => {
    const config = renderNginxConfig(options('/tmp/run'));
    for (const lang of ['zh', 'en', 'ja', 'ko'] as const) expect(config).toContain(`"${messages[lang].unavailable}"`);
  });

  it.skipIf(!existsSync(NGINX_BIN))('answers 503 with Retry-After and the JSON envelope, in the client\'s language, when every replica is down', async () => {
    const runDir = mkdtempSync(path.join(tmpdir(), 'labmall-nginx-'));
    // Nothing listens on the replicas' ports: nginx's own 502, turned into the shop's 503.
    const port = await freePorts(2);
    const file = path.join(runDir, 'nginx.conf');
    writeFileSync(file, renderNginxConfig({ ...options(runDir), replicas: 1, port, firstReplicaPort: port + 1 }));
    const nginx = spawn(NGINX_BIN, ['-p', runDir, '-c', file, '-g', 'daemon off;'], { stdio: 'ignore' });
    try {
      const ask = (lang: string) => fetch(`http://127.0.0.1:${port}/api/home/banner`, { headers: { 'accept-language': lang } });
      let response: Response | undefined;
      for (let attempt = 0; !response && attempt < 100; attempt += 1) {
        response = await ask('en-US,en;q=0.9').catch(() => new Promise<undefined>((resolve) => setTimeout(resolve, 50)));
      }
      expect(response?.status).toBe(503);
      expect(response!.headers.get('retry-after')).toBe('2');
      expect(await response!.json()).toEqual({ code: 503, message: messages.en.unavailable, data: { retryAfter: 2 } });
      expect((await (await ask('ko')).json()).message).toBe(messages.ko.unavailable);
      expect((await (await ask('')).json()).message).toBe(messages.zh.unavailable);
    } finally {
      nginx.kill('SIGTERM');
      await new Promise((resolve) => nginx.once('exit', resolve));
      rmSync(runDir, { recursive: true, force: true });
    }
  });

  it.skipIf(!existsSync(NGINX_BIN))('still passes reads to the replicas when every one answers 503 to what needs the database', async () => {
    const runDir = mkdtempSync(path.join(tmpdir(), 'labmall-nginx-'));
    const port = await freePorts(3);
    // Two replicas with the database down: each answers the reads it holds in cache, and 503 + Retry-After to the
    // rest; /api/only-<port> is held by that replica only (nginx tries the other one after a 503).
    const replicas = [port + 1, port + 2].map((own) =>
      http.createServer((request, response) => {
        const held = request.url === '/api/cached' || request.url === `/api/only-${own}`;
        response.writeHead(held ? 200 : 503, { 'content-type': 'application/json', ...(held ? { 'x-cache': 'stale-if-error' } : { 'retry-after': '2' }) });
        response.end(JSON.stringify(held ? { code: 200, data: own } : { code: 503, message: 'replica', data: { retryAfter: 2 } }));
      }).listen(own, '127.0.0.1'),
    );
    const file = path.join(runDir, 'nginx.conf');
    writeFileSync(file, renderNginxConfig({ ...options(runDir), replicas: 2, port, firstReplicaPort: port + 1 }));
    let nginx: ChildProcess | undefined;
    try {
      nginx = spawn(NGINX_BIN, ['-p', runDir, '-c', file, '-g', 'daemon off;'], { stdio: 'ignore' });
      const ask = async (url: string) => {
        const response = await fetch(`http://127.0.0.1:${port}${url}`);
        await response.arrayBuffer();
        return `${response.status} retry-after ${response.headers.get('retry-after')}`;
      };
      for (let attempt = 0; attempt < 100 && !(await ask('/api/cached').catch(() => undefined)); attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      // Each 503 marks its replica failed for 2 s: every replica is soon out of rotation, and nginx must go on anyway.
      // What no replica holds is refused by the last replica tried, or by nginx once it tried them all: 503 either way.
      const answers = new Map<string, number>();
      for (let round = 0; round < 20; round += 1) {
        for (const url of ['/api/fresh', '/api/cached', `/api/only-${port + 1}`, `/api/only-${port + 2}`]) {
          const answer = `${url.replace(/\d+$/, 'N')} ${await ask(url)}`;
          answers.set(answer, (answers.get(answer) ?? 0) + 1);
        }
      }
      expect(Object.fromEntries(answers)).toEqual({
        '/api/fresh 503 retry-after 2': 20,
        '/api/cached 200 retry-after null': 20,
        '/api/only-N 200 retry-after null': 40,
      });
    } finally {
      nginx?.kill('SIGTERM');
      if (nginx) await new Promise((resolve) => nginx!.once('exit', resolve));
      for (const replica of replicas) replica.close();
      rmSync(runDir, { recursive: true, force: true });
    }
  });
});
