/**
 * `npm start`: builds whatever is not built yet, then runs the API, which serves the shop on PORT (8080),
 * creates/migrates/seeds the embedded database on first start and prints the URL.
 */
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT_DIR } from '../rspack.base';

const build = spawnSync(process.execPath, [path.join(ROOT_DIR, 'scripts/run-ts.mjs'), 'scripts/build.ts', '--if-needed'], {
  stdio: 'inherit',
  cwd: ROOT_DIR,
});
if (build.status !== 0) process.exit(build.status ?? 1);

// The tracing preload starts OpenTelemetry before the server's modules load; without OTEL_EXPORTER_OTLP_ENDPOINT it does nothing.
const server = spawn(process.execPath, ['--import', 'tsx', '--import', path.join(ROOT_DIR, 'api/src/telemetry/tracing-preload.ts'), path.join(ROOT_DIR, 'api/src/server.ts')], {
  stdio: 'inherit',
  cwd: ROOT_DIR,
});

// The server drains on SIGTERM/SIGINT; pass the signal on and leave with its exit code.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
