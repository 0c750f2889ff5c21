import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { STORE_CONTRACT_VERSION } from '../../../../shared/src/store/contract-version';
import { flattenRoutes } from '../../../../shell/src/routes/flatten-routes';
import { ROUTE_TABLE } from '../../../../shell/src/routes/route-table';
import type { VerifiedArchive } from './archive';
import { packageOf, providedVersion, satisfiesCaret } from './versions';

export interface GateResult {
  /** singletons, storeContract, exposes or size. */
  name: string;
  passed: boolean;
  detail: string;
}

/** The singletons whose two copies would break a page (hooks, router context, the one store, translations). */
const CORE_PACKAGES = ['react', 'react-dom', 'react-router', 'react-router-dom', 'zustand', 'i18next', 'react-i18next', '@labmall/shared'];

/**
 * First-load budget per remote, gzipped bytes of its remoteEntry.js plus the synchronous JS of its heaviest page
 * (docs/deploy.md "Gates"). Set at about 1.5× the measured size when publishing was introduced (12–41 KB).
 */
export const FIRST_LOAD_BUDGETS: Record<string, number> = { mf_cart_checkout: 64_000, mf_backoffice: 48_000, mf_account: 40_000 };
export const DEFAULT_FIRST_LOAD_BUDGET = 32_000;

function singletons({ manifest }: VerifiedArchive): GateResult {
  const problems: string[] = [];
  for (const shared of manifest.shared ?? []) {
    const pkg = packageOf(shared.name);
    if (!CORE_PACKAGES.includes(pkg)) continue;
    const provided = providedVersion(pkg);
    if (!provided) problems.push(`${shared.name}: the shell provides no ${pkg}`);
    else if (!satisfiesCaret(provided, shared.version)) problems.push(`${shared.name} built against ${shared.version}, the shell provides ${provided}`);
  }
  const checked = new Set((manifest.shared ?? []).map((s) => packageOf(s.name)).filter((p) => CORE_PACKAGES.includes(p)));
  return problems.length
    ? { name: 'singletons', passed: false, detail: [...new Set(problems)].join('; ') }
    : { name: 'singletons', passed: true, detail: `compatible: ${[...checked].map((p) => `${p} ${providedVersion(p)}`).join(', ')}` };
}

function storeContract({ info }: VerifiedArchive): GateResult {
  const passed = satisfiesCaret(STORE_CONTRACT_VERSION, info.storeContract);
  return { name: 'storeContract', passed, detail: `built against store contract ${info.storeContract}, the shell's is ${STORE_CONTRACT_VERSION}` };
}

/** The modules the shell's route table loads from this remote. */
export function expectedModules(remote: string): string[] {
  const modules = flattenRoutes(ROUTE_TABLE).flatMap(({ def }) => (typeof def.page === 'object' && def.page.remote === remote ? [def.page.module] : []));
  return [...new Set(modules)].sort();
}

function exposes({ info, manifest }: VerifiedArchive): GateResult {
  const exposed = new Set((manifest.exposes ?? []).map((e) => (e.path ?? `./${e.name}`)));
  const missing = expectedModules(info.remote).filter((m) => !exposed.has(m));
  return missing.length
    ? { name: 'exposes', passed: false, detail: `the shell's routes need ${missing.join(', ')}, which this build does not expose` }
    : { name: 'exposes', passed: true, detail: `all ${expectedModules(info.remote).length} pages the routes load are exposed` };
}

function size({ info, manifest, files }: VerifiedArchive): GateResult {
  const gz = (file: string) => {
    const found = files.find((f) => f.path === path.posix.normalize(file).replace(/^\.?\//, ''));
    return found ? gzipSync(found.data).length : 0;
  };
  const entry = manifest.metaData?.remoteEntry;
  const entryBytes = gz(path.posix.join(entry?.path ?? '', entry?.name ?? 'remoteEntry.js'));
  const heaviest = Math.max(0, ...(manifest.exposes ?? []).map((e) => (e.assets?.js?.sync ?? []).reduce((sum, f) => sum + gz(f), 0)));
  const total = entryBytes + heaviest;
  const budget = FIRST_LOAD_BUDGETS[info.remote] ?? DEFAULT_FIRST_LOAD_BUDGET;
  return { name: 'size', passed: total <= budget, detail: `first load ${total} bytes gzipped (entry ${entryBytes} + heaviest page ${heaviest}), budget ${budget}` };
}

/** Every gate, in order; a release is refused when any of them fails (each result is kept with the release). */
export function runGates(archive: VerifiedArchive): GateResult[] {
  return [singletons(archive), storeContract(archive), exposes(archive), size(archive)];
}
