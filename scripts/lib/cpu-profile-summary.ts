/**
 * Reduces a V8 CPU profile (Chrome DevTools' `Profiler.stop`) of a page load to the figures `profile:page` prints:
 * self time per source group (react-dom, i18next, the Module Federation runtime, one of our folders…), and self and
 * inclusive time per function. With the build's hidden source maps (LABMALL_SOURCE_MAPS=1) every frame is named by
 * its original file and function; without them, by chunk URL and minified name.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';

export interface CpuProfile {
  nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; children?: number[] }>;
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

export interface ProfileSummary {
  totalMs: number;
  /** Self time per group, most first. */
  groups: Array<{ name: string; ms: number }>;
  /** Self time per function, most first. */
  selfByFunction: Array<{ name: string; ms: number }>;
  /** Time with the function anywhere on the stack (each sample counted once per function), most first. */
  inclusiveByFunction: Array<{ name: string; ms: number }>;
}

interface Frame {
  group: string;
  fn: string;
}

/** Maps a served URL to the built file under dist (its `.map` beside it); null when it is not one of ours. */
type LocateBuiltFile = (url: string) => string | null;

/** Where a file of the repository (or of a package) belongs, for the group table. */
function groupOf(source: string): string {
  // The federation plugin's generated runtime glue is a data: module; its URL is the whole source.
  if (source.startsWith('data:')) return 'module federation runtime glue';
  const packagePath = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (packagePath) return packagePath[1]!;
  const ours = /(shell|shared|mf-[a-z-]+)\/src\/([^/]+)(?:\/([^/]+))?/.exec(source);
  if (ours) return [ours[1], ours[2], ours[3] && !ours[3].includes('.') ? ours[3] : ''].filter(Boolean).join('/');
  if (source.includes('webpack/runtime') || source.includes('rspack/runtime')) return 'bundler runtime';
  return source.replace(/^webpack:\/\/[^/]*\//, '');
}

function createFrameResolver(locate: LocateBuiltFile) {
  const consumers = new Map<string, SourceMapConsumer | null>();
  const consumerFor = (file: string): SourceMapConsumer | null => {
    if (!consumers.has(file)) {
      const mapFile = `${file}.map`;
      consumers.set(file, existsSync(mapFile) ? new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8'))) : null);
    }
    return consumers.get(file)!;
  };
  const cache = new Map<string, Frame>();
  return (frame: CpuProfile['nodes'][number]['callFrame']): Frame => {
    const key = `${frame.url}:${frame.lineNumber}:${frame.columnNumber}:${frame.functionName}`;
    const known = cache.get(key);
    if (known) return known;
    let resolved: Frame;
    if (!frame.url) {
      // V8's own entries: (program), (garbage collector), (idle), (root), native functions.
      resolved = { group: frame.functionName || '(anonymous native)', fn: frame.functionName || '(anonymous native)' };
    } else {
      const file = locate(frame.url);
      const consumer = file ? consumerFor(file) : null;
      const original = consumer?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
      if (frame.url.startsWith('data:')) {
        resolved = { group: groupOf(frame.url), fn: `${frame.functionName || '(anonymous)'} (federation glue)` };
      } else if (original?.source) {
        const where = `${groupOf(original.source)}:${path.basename(original.source)}:${original.line}`;
        resolved = { group: groupOf(original.source), fn: `${original.name ?? frame.functionName ?? '(anonymous)'} ${where}` };
      } else {
        const chunk = new URL(frame.url).pathname;
        resolved = { group: chunk.startsWith('/static/') || chunk.startsWith('/mf/') ? `chunk ${path.basename(chunk)}` : chunk, fn: `${frame.functionName || '(anonymous)'} ${path.basename(chunk)}` };
      }
    }
    cache.set(key, resolved);
    return resolved;
  };
}

function sorted(totals: Map<string, number>, limit: number): Array<{ name: string; ms: number }> {
  return [...totals].map(([name, us]) => ({ name, ms: us / 1000 })).sort((a, b) => b.ms - a.ms).slice(0, limit);
}

/** `ignoreBefore`/`ignoreAfter`: microseconds of the profile's clock outside which samples are left out. */
export function summariseProfile(profile: CpuProfile, locate: LocateBuiltFile, limit = 25): ProfileSummary {
  const resolve = createFrameResolver(locate);
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const groups = new Map<string, number>();
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((nodeId, index) => {
    const us = profile.timeDeltas[index + 1] ?? 0;
    const node = byId.get(nodeId)!;
    const frame = resolve(node.callFrame);
    // Idle time is not main-thread work.
    if (frame.fn === '(idle)') return;
    total += us;
    groups.set(frame.group, (groups.get(frame.group) ?? 0) + us);
    self.set(frame.fn, (self.get(frame.fn) ?? 0) + us);
    const seen = new Set<string>();
    for (let id: number | undefined = nodeId; id !== undefined; id = parentOf.get(id)) {
      const fn = resolve(byId.get(id)!.callFrame).fn;
      if (seen.has(fn) || fn === '(root)') continue;
      seen.add(fn);
      inclusive.set(fn, (inclusive.get(fn) ?? 0) + us);
    }
  });
  return { totalMs: total / 1000, groups: sorted(groups, limit), selfByFunction: sorted(self, limit), inclusiveByFunction: sorted(inclusive, limit) };
}
