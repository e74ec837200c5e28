// The workbook's shared strings, read whole before the sheet (cells name them by index), item by
// item as the part inflates: each <si>'s <t> runs joined, phonetic runs (<rPh>) left out, as
// Excel shows the cell. An item longer than a cell may be refuses the file.
import { MAX_CELL_CHARS, MAX_PART_BYTES } from '../limits';
import { checkPartSize } from './parts';
import { readXml, SheetRefused, XmlHandler } from './xml';
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

export async function readSharedStrings(zip: XlsxZip, name: string | null, tally?: ReadTally): Promise<string[]> {
  const strings: string[] = [];
  if (!name) return strings;
  checkPartSize(zip, name, MAX_PART_BYTES.sharedStrings, 'sharedStringsTooLarge');
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
  await readXml(zip.pieces(name), handler);
  return strings;
}
