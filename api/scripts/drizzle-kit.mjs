// npm keeps drizzle-orm inside api/node_modules while drizzle-kit is hoisted to the root, where neither
// its require('drizzle-orm/…') nor its import('drizzle-orm/version') can see it. Make drizzle-orm
// resolvable from api/ for both module systems, then run the CLI unchanged (`npm run db:generate`).
import Module, { createRequire, register } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const apiModules = fileURLToPath(new URL('../node_modules', import.meta.url));
process.env.NODE_PATH = [apiModules, process.env.NODE_PATH].filter(Boolean).join(path.delimiter);
Module._initPaths(); // re-read NODE_PATH for require()
register('./resolve-drizzle-orm.mjs', import.meta.url); // and the same for import()

const kitMain = createRequire(import.meta.url).resolve('drizzle-kit'); // bin.cjs is not in its exports map
await import(pathToFileURL(path.join(path.dirname(kitMain), 'bin.cjs')).href);
