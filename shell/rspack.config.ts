import path from 'node:path';
import { createRspackConfig, type AppBuildOptions } from '../rspack.base';

/** The host: no exposes; remotes are registered at runtime from /mf/manifest.json. */
export default function config(options: Pick<AppBuildOptions, 'mode' | 'outputPath' | 'server'> = {}) {
  return createRspackConfig({
    name: 'shell',
    appDir: import.meta.dirname,
    port: 8080,
    runtimePlugins: [path.join(import.meta.dirname, 'src/federation/yield-plugin.ts')],
    ...options,
  });
}
