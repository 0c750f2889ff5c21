import { describe, expect, it } from 'vitest';
import { documentParts, serializeForScript } from './html-document';

describe('serializeForScript', () => {
  it('can never close the data element, whatever the data says', () => {
    const text = serializeForScript({ name: '</script><script>alert(1)</script>', line: '\u2028' });
    expect(text).not.toMatch(/<\/script/i);
    expect(text).not.toContain('\u2028');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>', line: '\u2028' });
  });
});

describe('documentParts', () => {
  it('takes head tags literally, `$` sequences included (a title from the query may hold them)', () => {
    const tags = "<title>$' $& $` $$ - Battery Lab Mall</title>";
    const { before } = documentParts('<html><head></head><body><div id="root"></div></body></html>', { htmlLang: 'en', theme: 'dark', headTags: tags, data: '{}' });
    expect(before).toContain(`${tags}</head>`);
  });

  const template = '<!doctype html><html lang="zh-CN" data-theme="dark"><head><title>LabMall</title>'
    + '<meta name="description" content=""><script defer src="/static/js/main.js"></script></head>'
    + '<body><div id="root"><div class="boot-loading"></div></div><noscript>JS</noscript></body></html>';

  it('sets the language and theme, replaces the empty head tags and puts the data after the root', () => {
    const { before, after } = documentParts(template, { htmlLang: 'en', theme: 'light', headTags: '<title>Home</title>', data: '{}' });
    expect(before).toMatch(/^<!doctype html><html lang="en" data-theme="light">/);
    expect(before).toContain('<title>Home</title>');
    expect(before).not.toContain('LabMall');
    expect(before).toContain('<script defer src="/static/js/main.js"></script>');
    expect(before.endsWith('<div id="root" data-ssr="">')).toBe(true);
    expect(after).toBe('</div><script id="labmall-data" type="application/json">{}</script><noscript>JS</noscript></body></html>');
  });
});
