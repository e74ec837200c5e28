// The XML tokenizer every part of an .xlsx is read with: saxes (the streaming parser exceljs
// uses), which reads each character once whatever the input, behind the reader's hard limits
// (limits.ts): a start tag longer than MAX_TAG_CHARS, a run of text longer than
// MAX_TEXT_XML_CHARS, and malformed XML refuse the file as soon as they are seen. Tag names are
// handed over without their namespace prefix (`x:row` → `row`), as some writers prefix them.
import { SaxesParser } from 'saxes';
import { MAX_TAG_CHARS, MAX_TEXT_XML_CHARS } from '../limits';
import type { ParseProblem } from '../protocol';

/** A file the reader refuses, with the problem the administrator is told. */
export class SheetRefused extends Error {
  constructor(
    readonly problem: ParseProblem,
    detail?: string,
  ) {
    super(detail ? `${problem}: ${detail}` : problem);
    this.name = 'SheetRefused';
  }
}

/** attribute name (as written, prefix included) → decoded value */
export type Attributes = Record<string, string>;

export interface XmlHandler {
  /**
   * A start tag (a self-closing one is followed by its close at once); `position` is where the
   * tokenizer is, in characters from the start of the part.
   */
  open(name: string, attrs: Attributes, selfClosing: boolean, position: number): void;
  close(name: string): void;
  /** Text and CDATA between tags, references decoded. */
  text(text: string): void;
}

/** elements whose text is a cell's content: a text run too long there is a cell too long */
const CELL_TEXT = new Set(['t', 'v', 'f', 'is']);
/** pieces are handed to saxes in slices of at most this, so the limits are checked that often */
const SLICE = 64 * 1024;
// read once: the limits are checked for every tag
const TAG_LIMIT = MAX_TAG_CHARS;
const TEXT_LIMIT = MAX_TEXT_XML_CHARS;

export function localName(name: string): string {
  const colon = name.indexOf(':');
  return colon === -1 ? name : name.slice(colon + 1);
}

/** An attribute by its name, or by the same name under any prefix (`r:id` for `id`). */
export function attr(attrs: Attributes, name: string): string | undefined {
  const exact = attrs[name];
  if (exact !== undefined) return exact;
  const suffix = `:${name}`;
  for (const key in attrs) if (key.endsWith(suffix)) return attrs[key];
  return undefined;
}

export class XmlReader {
  private readonly parser = new SaxesParser({ position: false });
  /** position just after the last event */
  private last = 0;
  /** position where the start tag being read began; -1 between tags */
  private tagStart = -1;
  /** the innermost element opened and not closed yet (for naming a problem) */
  private inner = '';
  /** characters handed to saxes so far */
  private written = 0;

  constructor(handler: XmlHandler) {
    const p = this.parser;
    p.on('opentagstart', (tag) => {
      this.tagStart = p.position - tag.name.length - 2;
    });
    p.on('opentag', (tag) => {
      const pos = p.position;
      if (pos - this.tagStart > TAG_LIMIT) throw new SheetRefused('tagTooLong');
      this.tagStart = -1;
      this.last = pos;
      const raw = tag.name;
      const name = raw.indexOf(':') === -1 ? raw : localName(raw);
      if (!tag.isSelfClosing) this.inner = name;
      handler.open(name, tag.attributes as Attributes, tag.isSelfClosing, pos);
    });
    p.on('closetag', (tag) => {
      this.last = p.position;
      this.inner = '';
      const raw = tag.name;
      handler.close(raw.indexOf(':') === -1 ? raw : localName(raw));
    });
    p.on('text', (text) => {
      const pos = p.position;
      if (pos - this.last > TEXT_LIMIT) this.refuseLong();
      this.last = pos;
      handler.text(text);
    });
    p.on('cdata', (text) => {
      this.last = p.position;
      handler.text(text);
    });
    p.on('error', (e) => {
      throw new SheetRefused('corrupt', e.message);
    });
  }

  write(piece: string): void {
    if (piece.length <= SLICE) {
      this.parser.write(piece);
      this.check(piece.length);
      return;
    }
    for (let i = 0; i < piece.length; i += SLICE) {
      const slice = piece.slice(i, i + SLICE);
      this.parser.write(slice);
      this.check(slice.length);
    }
  }

  /** The part ended: anything left open makes it malformed. */
  end(): void {
    this.parser.close();
  }

  /**
   * After each slice: an unfinished tag or text run past its limit (nothing else grows without
   * bound between events). saxes's `position` is exact only within its handlers, so the
   * characters written are counted here.
   */
  private check(written: number): void {
    const pos = (this.written += written);
    if (this.tagStart >= 0) {
      if (pos - this.tagStart > TAG_LIMIT) throw new SheetRefused('tagTooLong');
    } else if (pos - this.last > TEXT_LIMIT) {
      this.refuseLong();
    }
  }

  private refuseLong(): never {
    throw new SheetRefused(CELL_TEXT.has(this.inner) ? 'cellTooLong' : 'tagTooLong');
  }
}

/** Reads a whole part, given in pieces, through `handler`. */
export async function readXml(pieces: AsyncIterable<string>, handler: XmlHandler): Promise<void> {
  const reader = new XmlReader(handler);
  for await (const piece of pieces) reader.write(piece);
  reader.end();
}
