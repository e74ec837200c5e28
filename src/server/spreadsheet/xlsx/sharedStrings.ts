// The workbook's shared strings, read whole before the sheet (cells name them by index), item by
// item as the part inflates.
import { ElementSplitter, runsText } from './xml';
import type { XlsxZip } from './zip';

export async function readSharedStrings(zip: XlsxZip, name: string | null): Promise<string[]> {
  const strings: string[] = [];
  if (!name) return strings;
  const splitter = new ElementSplitter('si', (_, inner) => {
    strings.push(inner === null ? '' : runsText(inner));
    return true;
  });
  for await (const piece of zip.pieces(name)) splitter.feed(piece);
  return strings;
}
