import { describe, expect, it } from 'vitest';
import { detectFileType, nameForType } from './file-type';
import { sampleFiles } from './multipart-body';

describe('file names follow the type found in the bytes', () => {
  it.each([
    ['x.html', 'image/png', 'x.png'],
    ['report.PDF', 'application/pdf', 'report.PDF'],
    ['photo.JPEG', 'image/jpeg', 'photo.JPEG'],
    ['photo.jpg', 'image/jpeg', 'photo.jpg'],
    ['scan', 'application/pdf', 'scan.pdf'],
    ['.html', 'image/webp', 'html.webp'],
    ['a.svg.png.exe', 'image/png', 'a.svg.png.png'],
    ['banner.jpg', 'image/webp', 'banner.webp'],
  ] as const)('%s holding %s is named %s', (name, type, expected) => {
    expect(nameForType(name, type)).toBe(expected);
  });

  it('keeps a long name within the 120 characters of a stored name', () => {
    const renamed = nameForType(`${'n'.repeat(118)}.htm`, 'image/png');
    expect(renamed).toHaveLength(120);
    expect(renamed.endsWith('.png')).toBe(true);
  });

  it('finds no allowed type in HTML or SVG, whatever they are called', () => {
    expect(detectFileType(sampleFiles.htmlAsPng)).toBeNull();
    expect(detectFileType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectFileType(sampleFiles.png)).toBe('image/png');
  });
});
