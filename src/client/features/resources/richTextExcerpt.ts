// Rich text in a list cell: its words as plain text, shortened, never its HTML. The text is
// read through an inert document (DOMParser runs no script and loads no image) and rendered
// by React as text, so markup in a record can never become markup on the page.
const EXCERPT_LENGTH = 60;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The text of an HTML fragment, whitespace collapsed. */
export function htmlToText(html: string): string {
  let text: string;
  if (typeof DOMParser !== 'undefined') {
    const doc = new DOMParser().parseFromString(`<body>${html.replace(/<(br|\/p|\/div|\/li|\/h\d)\b[^>]*>/gi, '$& ')}</body>`, 'text/html');
    doc.body.querySelectorAll('script, style, template').forEach((n) => n.remove());
    text = doc.body.textContent ?? '';
  } else {
    text = html
      .replace(/<(script|style|template)\b[\s\S]*?<\/\1\s*>/gi, ' ')
      .replace(/<[^>]*>/g, ' ')
      .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_m, name: string) => ENTITIES[name]);
  }
  return text.replace(/\s+/g, ' ').trim();
}

/** At most EXCERPT_LENGTH characters of the text, with an ellipsis when cut. */
export function excerpt(html: string, length = EXCERPT_LENGTH): string {
  const chars = [...htmlToText(html)];
  return chars.length > length ? `${chars.slice(0, length).join('')}…` : chars.join('');
}
