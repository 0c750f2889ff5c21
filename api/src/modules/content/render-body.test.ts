import { describe, expect, it } from 'vitest';
import { renderBody } from './render-body';

const hostile = [
  '# Title',
  '<script>alert(1)</script>',
  '<img src="x" onerror="alert(2)">',
  '<a href="javascript:alert(3)">click</a>',
  '<a href="JaVaScRiPt:alert(3)">again</a>',
  '<svg onload="alert(5)"><script>alert(6)</script></svg>',
  '<iframe src="https://evil.example/"></iframe>',
  '<div style="background:url(javascript:alert(7))" onclick="alert(8)">text</div>',
  '<form action="https://evil.example"><input name="x"></form>',
  '<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=">',
  '<object data="x.swf"></object><embed src="x.swf"><style>body{display:none}</style>',
  '<math><mi xlink:href="javascript:alert(9)">x</mi></math>',
].join('\n\n');

describe('renderBody', () => {
  for (const format of ['markdown', 'html'] as const) {
    it(`strips every way of running script from a hostile ${format} body`, () => {
      const html = renderBody(hostile, format);
      expect(html).not.toMatch(/<script|<svg|<iframe|<object|<embed|<style|<form|<input|<math/i);
      expect(html).not.toMatch(/\son\w+=/i);
      expect(html).not.toMatch(/javascript:|data:/i);
      expect(html).not.toMatch(/style=/i);
      expect(html).not.toContain('alert(');
      // The harmless text is kept.
      expect(html).toContain('text');
    });
  }

  it('drops javascript: and data: links written in Markdown', () => {
    const html = renderBody('[md link](javascript:alert(4)) ![x](data:image/png;base64,AAAA) <javascript:alert(5)>', 'markdown');
    expect(html).not.toMatch(/(href|src)=/i);
    expect(html).not.toContain('<img');
    expect(html).toContain('md link');
  });

  it('renders Markdown structure, demotes h1 and marks external links', () => {
    const html = renderBody('# Safety\n\n- **Dry** room\n\n[SDS](https://example.com/sds.pdf) and [guide](/en/studyEnjoy/guide)', 'markdown');
    expect(html).toContain('<h2>Safety</h2>');
    expect(html).toContain('<strong>Dry</strong>');
    expect(html).toContain('<a href="https://example.com/sds.pdf" rel="noopener noreferrer nofollow" target="_blank">SDS</a>');
    expect(html).toContain('<a href="/en/studyEnjoy/guide">guide</a>');
  });

  it('decides itself how a link opens, whatever target or rel the author wrote', () => {
    expect(renderBody('<a href="/en/studyEnjoy/FAQ" target="_blank" rel="opener">a</a>', 'html')).toBe('<a href="/en/studyEnjoy/FAQ">a</a>');
    expect(renderBody('<a href=" https://example.com/" target="_self" rel="opener">b</a>', 'html'))
      .toBe('<a href=" https://example.com/" rel="noopener noreferrer nofollow" target="_blank">b</a>');
  });

  it('keeps tables with header scope', () => {
    const html = renderBody('| a | b |\n|---|---|\n| 1 | 2 |', 'markdown');
    expect(html).toMatch(/<table>[\s\S]*<th>a<\/th>[\s\S]*<td>2<\/td>/);
  });
});
