import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const localesDir = path.join(import.meta.dirname, 'locales');
const CODES = ['1', '2', '3', '4'];

function flatten(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (child && typeof child === 'object') for (const [k, v] of flatten(child, full)) out.set(k, v);
    else out.set(full, String(child));
  }
  return out;
}

const locales = Object.fromEntries(CODES.map((code) => [code, flatten(JSON.parse(readFileSync(path.join(localesDir, `${code}.json`), 'utf8')))]));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' || name === 'dist' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** Literal keys handed to t(): `t('a.b')`, plus the route table's titleKey values. */
function keysUsedInCode(): Set<string> {
  const keys = new Set<string>();
  const dirs = ['shell/src', 'shared/src', ...readdirSync(root).filter((d) => d.startsWith('mf-')).map((d) => `${d}/src`)];
  for (const file of dirs.flatMap((d) => sourceFiles(path.join(root, d)))) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\bt\(\s*'([a-zA-Z0-9_.]+)'/g)) keys.add(match[1]!);
    for (const match of text.matchAll(/titleKey: '([a-zA-Z0-9_.]+)'/g)) keys.add(match[1]!);
  }
  return keys;
}

describe('translations (every UI string in all four languages)', () => {
  it('has the same keys in zh, en, jp and kr, none of them empty', () => {
    const zhKeys = [...locales['1']!.keys()].sort();
    for (const code of CODES) {
      expect([...locales[code]!.keys()].sort(), `language ${code}`).toEqual(zhKeys);
      for (const [key, text] of locales[code]!) expect(text.trim(), `${code}:${key}`).not.toBe('');
    }
  });

  it('has every key the code asks for', () => {
    const used = keysUsedInCode();
    expect(used.size).toBeGreaterThan(80); // the scan really finds the code's keys
    // A key counted with `count` is found under its plural forms (key_one, key_other: i18next's plural suffixes).
    expect([...used].filter((key) => !locales['1']!.has(key) && !locales['1']!.has(`${key}_other`))).toEqual([]);
  });

  it('really translates: English differs from Chinese for the site name and the 404 text', () => {
    expect(locales['2']!.get('error.notFound')).toBe('This page could not be found');
    expect(locales['1']!.get('common.siteName')).not.toBe(locales['2']!.get('common.siteName'));
  });
});
