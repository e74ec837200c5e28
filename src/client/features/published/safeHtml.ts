// Rich text made safe to show: the server keeps stored rich text to an allowlist, and the console
// shows it through this allowlist again (a draft in the preview has not been to the server yet).
// Tags outside the list keep only their text; script-like elements go whole; attributes are
// dropped except a link's http(s)/mailto href. No dependency, so the login page stays small.
const TAGS = new Set(['P', 'BR', 'STRONG', 'B', 'EM', 'I', 'U', 'S', 'A', 'UL', 'OL', 'LI', 'SPAN', 'H1', 'H2', 'H3', 'H4', 'BLOCKQUOTE', 'DIV']);
const DROPPED = new Set([
  'SCRIPT',
  'STYLE',
  'IFRAME',
  'OBJECT',
  'EMBED',
  'TEMPLATE',
  'NOSCRIPT',
  'SVG',
  'MATH',
  'LINK',
  'META',
  'FORM',
  'INPUT',
  'TEXTAREA',
  'SELECT',
  'BUTTON',
]);
const SAFE_HREF = /^(https?:|mailto:)/i;

function clean(source: Node, into: Node, doc: Document) {
  source.childNodes.forEach((node) => {
    if (node.nodeType === 3) {
      into.appendChild(doc.createTextNode(node.textContent ?? ''));
      return;
    }
    if (node.nodeType !== 1) return;
    const el = node as Element;
    if (DROPPED.has(el.tagName)) return;
    if (!TAGS.has(el.tagName)) {
      clean(el, into, doc);
      return;
    }
    const copy = doc.createElement(el.tagName.toLowerCase());
    const href = el.getAttribute('href');
    if (el.tagName === 'A' && href && SAFE_HREF.test(href.trim())) {
      copy.setAttribute('href', href.trim());
      copy.setAttribute('target', '_blank');
      copy.setAttribute('rel', 'noopener noreferrer');
    }
    clean(el, copy, doc);
    into.appendChild(copy);
  });
}

/** The HTML with only the allowed tags and safe links left. */
export function safeHtml(html: string): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html');
  const out = doc.createElement('div');
  clean(doc.body, out, doc);
  return out.innerHTML;
}
