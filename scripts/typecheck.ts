/** Type-checks every TypeScript project of the repository (strict everywhere), stopping at the first failure. */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT_DIR } from '../rspack.base';

const PROJECTS = ['.', 'shared', 'shell', 'mf-catalog', 'mf-cart-checkout', 'mf-account', 'mf-points-mall', 'mf-study-zone', 'mf-help-service', 'mf-backoffice', 'api', 'e2e'];

for (const project of PROJECTS) {
  const tsc = path.join(ROOT_DIR, 'node_modules/typescript/bin/tsc');
  const result = spawnSync(process.execPath, [tsc, '--noEmit', '-p', path.join(ROOT_DIR, project)], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`typecheck failed in ${project}`);
    process.exit(1);
  }
}
console.log(`typecheck ok (${PROJECTS.length} projects)`);
