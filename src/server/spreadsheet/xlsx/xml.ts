// The little XML the sheet reader needs: attributes of a tag, entity decoding, and the text of
// <t> runs (phonetic guides left out, as Excel shows the cell). Tag names may carry a namespace
// prefix (`x:row`), which some writers use.

const ENTITY = /&(?:#x([0-9a-fA-F]+)|#([0-9]+)|(amp|lt|gt|quot|apos));/g;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function decodeXml(s: string): string {
  if (s.indexOf('&') === -1) return s;
  return s.replace(ENTITY, (_, hex: string | undefined, dec: string | undefined, named: string | undefined) => {
    if (named) return NAMED[named];
    const code = hex ? parseInt(hex, 16) : Number(dec);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}

/** One attribute's decoded value in a tag's attribute text, or undefined. */
export function attr(attrs: string, name: string): string | undefined {
  const m = new RegExp(`(?:^|\\s)(?:[\\w.-]+:)?${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(attrs);
  return m ? decodeXml(m[1] ?? m[2]) : undefined;
}

const PHONETIC = /<(?:[\w.-]+:)?rPh\b[\s\S]*?<\/(?:[\w.-]+:)?rPh>/g;
const TEXT_RUN = /<(?:[\w.-]+:)?t(?:\s[^>]*)?(?:\/>|>([^<]*)<\/(?:[\w.-]+:)?t>)/g;

/** The text of a string item (<si> or <is>): its <t> runs joined, phonetic runs left out. */
export function runsText(inner: string): string {
  const body = inner.indexOf('rPh') === -1 ? inner : inner.replace(PHONETIC, '');
  let text = '';
  TEXT_RUN.lastIndex = 0;
  for (let m = TEXT_RUN.exec(body); m; m = TEXT_RUN.exec(body)) if (m[1]) text += m[1];
  return decodeXml(text);
}

/**
 * Splits XML fed in pieces into the complete elements of one tag (e.g. every <row>), handing
 * each element's attribute text and inner text (null when self-closing) to `each`. What a piece
 * leaves incomplete is carried to the next. `each` answering false stops the splitting.
 */
export class ElementSplitter {
  private carry = '';
  private readonly open: RegExp;
  private readonly close: RegExp;

  constructor(tag: string, private readonly each: (attrs: string, inner: string | null) => boolean) {
    this.open = new RegExp(`<(?:[\\w.-]+:)?${tag}(?=[\\s>/])([^>]*)>`, 'g');
    this.close = new RegExp(`</(?:[\\w.-]+:)?${tag}>`, 'g');
  }

  /** false once `each` asked to stop */
  feed(piece: string): boolean {
    const text = this.carry.length ? this.carry + piece : piece;
    let pos = 0;
    for (;;) {
      this.open.lastIndex = pos;
      const o = this.open.exec(text);
      if (!o) {
        const lt = text.lastIndexOf('<');
        this.carry = lt >= pos ? text.slice(lt) : '';
        return true;
      }
      const attrs = o[1];
      const afterOpen = this.open.lastIndex;
      if (attrs.endsWith('/')) {
        pos = afterOpen;
        if (!this.each(attrs.slice(0, -1), null)) return this.stop();
        continue;
      }
      this.close.lastIndex = afterOpen;
      const c = this.close.exec(text);
      if (!c) {
        this.carry = text.slice(o.index);
        return true;
      }
      pos = this.close.lastIndex;
      if (!this.each(attrs, text.slice(afterOpen, c.index))) return this.stop();
    }
  }

  private stop(): false {
    this.carry = '';
    return false;
  }
}
