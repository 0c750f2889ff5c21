import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { rspack, type Configuration, type Stats } from '@rspack/core';
import { ROOT_DIR } from '../../rspack.base';
import { remoteOutputDir, shellOutputDir, shellServerOutputDir } from './paths';
import { writeRoutesJson } from './routes-json';
import { precompress } from './precompress';
import { APP_CONFIGS } from './app-configs';

export { remoteOutputDir, shellOutputDir };


function run(config: Configuration): Promise<Stats> {
  return new Promise((resolve, reject) => {
    rspack(config, (error, stats) => {
      if (error) return reject(error);
      if (!stats) return reject(new Error('rspack returned no stats'));
      if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true, colors: false })));
      resolve(stats);
    });
  });
}

/**
 * The server build is CommonJS inside a repository whose package.json says "type": "module": a package.json of
 * its own tells Node how to load it.
 */
function markCommonJs(dir: string): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'package.json'), '{ "type": "commonjs" }\n');
}

/**
 * Builds one app folder with its rspack.config.ts (which calls the shared factory): the browser build and the
 * server-rendering build of the same sources, side by side.
 */
export async function buildApp(folder: string, options: { version?: string }): Promise<string> {
  const app = APP_CONFIGS[folder];
  if (!app) throw new Error(`unknown app folder ${folder}`);
  const isShell = folder === 'shell';
  const outputPath = isShell ? shellOutputDir() : remoteOutputDir(app.name, options.version ?? '0.0.0');
  const serverPath = isShell ? shellServerOutputDir() : path.join(outputPath, 'server');
  const started = Date.now();
  await run(app.config({ ...options, mode: 'production', outputPath }));
  await run(app.config({ ...options, mode: 'production', outputPath: serverPath, server: true }));
  markCommonJs(serverPath);
  if (isShell) {
    mkdirSync(outputPath, { recursive: true });
    writeRoutesJson(path.join(outputPath, 'routes.json'));
  }
  precompress(outputPath);
  console.log(`built ${folder}${options.version ? ` ${options.version}` : ''} → ${path.relative(ROOT_DIR, outputPath)} (${Date.now() - started} ms)`);
  return outputPath;
}
