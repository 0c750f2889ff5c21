import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
    expect(config.match(/server 127\.0\.0\.1:191\d\d /g)).toEqual(['server 127.0.0.1:19101 ', 'server 127.0.0.1:19102 ', 'server 127.0.0.1:19103 ']);
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
});
