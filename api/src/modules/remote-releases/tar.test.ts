import { describe, expect, it } from 'vitest';
import { readTarGz, safePath, writeTarGz } from './tar';
import { satisfiesCaret } from './versions';

describe('the release archive format', () => {
  it('reads back what it wrote, long nested paths included', () => {
    const deep = `server/chunks/${'a'.repeat(90)}/${'b'.repeat(80)}.js`;
    const files = [{ path: 'mf-manifest.json', data: Buffer.from('{}') }, { path: deep, data: Buffer.alloc(1500, 7) }];
    expect(readTarGz(writeTarGz(files), 1_000_000)).toEqual(files);
  });

  it('refuses paths that could leave the folder', () => {
    for (const bad of ['../x', 'a/../../x', '/etc/passwd', 'a\\b', 'a//b', './..']) expect(() => safePath(bad), bad).toThrow(/unsafe path/);
    expect(safePath('./static/js/a.js')).toBe('static/js/a.js');
  });

  it('refuses an archive that unpacks to more than the limit', () => {
    const bomb = writeTarGz([{ path: 'zeros', data: Buffer.alloc(2_000_000) }]);
    expect(bomb.length).toBeLessThan(10_000);
    expect(() => readTarGz(bomb, 1_000_000)).toThrow(/more than 1000000 bytes/);
  });
});

describe('singleton compatibility (caret ranges)', () => {
  it('accepts the same major at the same or a newer version, and nothing else', () => {
    expect(satisfiesCaret('19.3.1', '19.3.1')).toBe(true);
    expect(satisfiesCaret('19.4.0', '19.3.1')).toBe(true);
    expect(satisfiesCaret('19.3.0', '19.3.1')).toBe(false);
    expect(satisfiesCaret('19.3.1', '18.3.1')).toBe(false);
    expect(satisfiesCaret('0.5.0', '0.4.0')).toBe(false);
    expect(satisfiesCaret('19.3.1', 'latest')).toBe(false);
  });
});
