import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
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
});
