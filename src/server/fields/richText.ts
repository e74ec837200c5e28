// Rich text as it is stored: HTML kept to a small allowlist (paragraphs, line breaks, bold,
// italic, underline, strike, lists, headings 1-4, quotes, links and our own pictures, and a
// coloured span). Links are http, https or mailto only and always get rel="noopener noreferrer";
// pictures only from our own file address; every other tag is dropped with its attributes
// (script and style with their content), so no event handler or javascript: link survives.
import type SanitizeHtml from 'sanitize-html';
import { sanitizeHtml } from '../onFirstUse';
import { FILE_ID, FILE_PATHS } from '../../shared/resources/files';

const OWN_FILE = new RegExp(`^${FILE_PATHS.view.replace(/\//g, '\\/')}\\/(f_[a-f0-9]{32})$`);
const COLOR = [/^#[0-9a-fA-F]{3}$/, /^#[0-9a-fA-F]{6}$/, /^rgb\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*\)$/];

const OPTIONS: SanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'u', 's', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'blockquote', 'a', 'img', 'span'],
  // Quill 2 writes every list as <ol> and tells bullets by li[data-list]
  allowedAttributes: { a: ['href', 'rel'], img: ['src', 'alt'], span: ['style'], li: ['data-list'] },
  allowedClasses: {},
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  allowedStyles: { span: { color: COLOR, 'background-color': COLOR } },
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'iframe', 'object'],
  transformTags: {
    li: (tagName, attribs) => {
      const list = attribs['data-list'];
      return { tagName, attribs: list === 'bullet' || list === 'ordered' ? { 'data-list': list } : ({} as Record<string, string>) };
    },
    a: (tagName, attribs) => ({ tagName, attribs: { ...(attribs.href ? { href: attribs.href } : {}), rel: 'noopener noreferrer' } }),
  },
  // a picture from anywhere but our own file store is dropped (no tracking pixels, no mixed content)
  exclusiveFilter: (frame) => frame.tag === 'img' && !OWN_FILE.test(frame.attribs.src ?? ''),
};

export const sanitizeRichText = (html: string): string => sanitizeHtml()(html, OPTIONS);

/** The file ids of the pictures a (sanitized) rich text shows. */
export function pictureIds(html: string): string[] {
  const ids: string[] = [];
  for (const m of html.matchAll(/<img[^>]*\ssrc="([^"]*)"/g)) {
    const id = OWN_FILE.exec(m[1])?.[1];
    if (id && FILE_ID.test(id)) ids.push(id);
  }
  return ids;
}

/** The text a reader sees, for the length limit: tags removed, entities read, spaces collapsed. */
export function plainText(html: string): string {
  const text = sanitizeHtml()(html, { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
