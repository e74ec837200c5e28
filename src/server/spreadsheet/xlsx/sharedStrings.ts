// The workbook's shared strings, item by item as the part inflates, read as far as the sheet's
// cells need (cells name them by index): each <si>'s <t> runs joined, phonetic runs (<rPh>) left
// out, as Excel shows the cell. An item longer than a cell may be refuses the file. Excel numbers
// the strings in the order the sheet first uses them, so reading on demand lets the first rows
// go before the whole part is read (52k students: ~0.2 s sooner); a writer that orders them
// otherwise is read further at once, at worst whole at the first batch, as before.
import { MAX_CELL_CHARS, MAX_PART_BYTES } from '../limits';
import { checkPartSize } from './parts';
import { SheetRefused, XmlHandler, XmlReader } from './xml';
import type { XlsxZip } from './zip';

const CELL_LIMIT = MAX_CELL_CHARS;

/** Gathers the text of one string item (<si>, or a cell's <is>): its runs, phonetic guides left out. */
export class RunsText {
  private phonetic = 0;
  private inRun = false;
  value = '';

  open(name: string, selfClosing: boolean): void {
    if (selfClosing) return;
    if (name === 't') this.inRun = this.phonetic === 0;
    else if (name === 'rPh') this.phonetic += 1;
  }

  close(name: string): void {
    if (name === 't') this.inRun = false;
    else if (name === 'rPh') this.phonetic -= 1;
  }

  text(text: string): void {
    if (!this.inRun) return;
    this.value += text;
    if (this.value.length > CELL_LIMIT) throw new SheetRefused('cellTooLong');
  }
}

/** Counts what a read has gone through (shared strings, then rows), for the read's watchdog. */
export interface ReadTally {
  items: number;
}

export class SharedStrings {
  readonly strings: string[] = [];
  private source: AsyncIterator<string> | null = null;
  private readonly reader: XmlReader;

  constructor(zip: XlsxZip, name: string | null, tally?: ReadTally) {
    const strings = this.strings;
    let item: RunsText | null = null;
    const handler: XmlHandler = {
      open(tag, _attrs, selfClosing) {
        if (tag === 'si') {
          if (selfClosing) {
            strings.push('');
            if (tally) tally.items += 1;
          } else item = new RunsText();
        } else {
          item?.open(tag, selfClosing);
        }
      },
      close(tag) {
        if (tag === 'si') {
          if (item) strings.push(item.value);
          item = null;
          if (tally) tally.items += 1;
        } else {
          item?.close(tag);
        }
      },
      text(text) {
        item?.text(text);
      },
    };
    this.reader = new XmlReader(handler);
    if (!name) return;
    checkPartSize(zip, name, MAX_PART_BYTES.sharedStrings, 'sharedStringsTooLarge');
    this.source = zip.pieces(name)[Symbol.asyncIterator]();
  }

  /** Reads on until item `index` is there or the part has ended (a missing item reads as blank). */
  async readThrough(index: number): Promise<void> {
    while (this.source && this.strings.length <= index) {
      const next = await this.source.next();
      if (next.done) {
        this.source = null;
        this.reader.end();
      } else {
        this.reader.write(next.value);
      }
    }
  }

  /** Reads the rest: a malformed part refuses the file even where no cell names its tail. */
  readAll(): Promise<void> {
    return this.readThrough(Infinity);
  }
}
