// Runs one of this repository's TypeScript scripts with plain Node: esbuild bundles our own .ts files and
// leaves every package external, loaded by Node untouched.
// Why not tsx here: tsx rewrites the modules Node loads (keepNames), and rspack copies parts of its own
// JavaScript into the browser bundle with Function#toString (the Module Federation runtime); the copies
// then call a `__name` helper that does not exist in the browser.
import { build } from 'esbuild';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');

// Module Federation resolves prefix-shared keys (`zustand/`, `@labmall/shared/`) through Node's deprecated
// trailing-slash export lookup; the warning (DEP0155) is about that lookup, not about this project, so it is
// kept out of the build output. Every other warning still prints.
const printWarning = process.listeners('warning');
process.removeAllListeners('warning');
process.on('warning', (warning) => {
  if (warning.code !== 'DEP0155') for (const listener of printWarning) listener(warning);
});
const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  console.error('usage: node scripts/run-ts.mjs <script.ts> [args…]');
  process.exit(2);
}

/** Bundling moves code; `import.meta.dirname` must keep meaning the folder of the file it is written in. */
const keepDirname = {
  name: 'keep-dirname',
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /\.tsx?$/ }, async (file) => ({
      contents: (await readFile(file.path, 'utf8')).replaceAll('import.meta.dirname', JSON.stringify(path.dirname(file.path))),
      loader: file.path.endsWith('x') ? 'tsx' : 'ts',
    }));
  },
};

const outfile = path.join(root, 'node_modules/.cache/run-ts', `${path.relative(root, path.resolve(entry)).replace(/[\\/.]/g, '_')}.mjs`);
await build({
  entryPoints: [path.resolve(entry)],
  outfile,
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
  plugins: [keepDirname],
});
process.argv = [process.argv[0], path.resolve(entry), ...args];
await import(pathToFileURL(outfile).href);
