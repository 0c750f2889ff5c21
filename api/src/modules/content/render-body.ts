import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import type { BodyFormat } from '../../db/schema/content';

// One parser of our own: marked's global options are shared with anything else in the process.
const markdown = new Marked({ gfm: true, breaks: false, async: false });

/**
 * What an article body may contain once rendered: text structure, tables, links, images and figures. No
 * script, style, iframe, svg, form or event handler survives, and links and images keep only http(s),
 * mailto and site-relative addresses, so a stored body can never run script in a shopper's browser
 * (the site's CSP `script-src 'self'` is the second fence, not the first).
 */
const policy: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2', 'h3', 'h4', 'h5', 'p', 'br', 'hr', 'blockquote', 'pre', 'code', 'em', 'strong', 'del', 'sub', 'sup',
    'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'a', 'img', 'figure', 'figcaption',
    'table', 'thead', 'tbody', 'tr', 'th', 'td', 'caption', 'abbr', 'kbd', 'mark', 'small', 'span',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['scope', 'colspan', 'rowspan', 'align'],
    td: ['colspan', 'rowspan', 'align'],
    ol: ['start'],
    abbr: ['title'],
    code: ['class'],
  },
  allowedClasses: { code: [/^language-[\w-]+$/] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // The page's own <h1> is the title: a body's h1 becomes h2 so the outline stays one title per page.
  transformTags: {
    h1: 'h2',
    // Browsers' rich-text editing (the console's editor, text pasted from a word processor) marks with b and i.
    b: 'strong',
    i: 'em',
    // Only the shop decides how a link opens: an author's target="_blank" without rel would give the opened
    // page window.opener; ` https://…` (leading blank) is external too, browsers trim it.
    a: (tagName, attribs) => {
      const own = { ...attribs };
      delete own.target;
      delete own.rel;
      const external = /^\s*https?:\/\//i.test(own.href ?? '');
      return { tagName, attribs: external ? { ...own, rel: 'noopener noreferrer nofollow', target: '_blank' } : own };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy', alt: attribs.alt ?? '' } }),
  },
  // An image whose address was refused is no image (nothing to show, an empty alt to read).
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  // Dropped together with their content (the default keeps the text of unknown tags).
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'svg', 'math', 'object', 'embed', 'template'],
};

/** An article body as safe HTML: Markdown is rendered first; either way only the sanitized result leaves. */
export function renderBody(source: string, format: BodyFormat): string {
  const html = format === 'markdown' ? (markdown.parse(source) as string) : source;
  return sanitizeHtml(html, policy);
}
