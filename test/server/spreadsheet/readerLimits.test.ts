// The .xlsx reader's limits at their edges (src/server/spreadsheet/limits.ts): what Excel can
// write is read, one past it is refused with its problem; malformed XML is refused as corrupt.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MAX_CELL_CHARS, MAX_PART_BYTES, MAX_TAG_CHARS, MAX_TEXT_XML_CHARS } from '../../../src/server/spreadsheet/limits';
import { xlsxRows } from '../../../src/server/spreadsheet/xlsx/sheetRows';
import { craftedXlsx, sheetXml, WorkbookXml } from './craft';

let dir: string;
let count = 0;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'reader-limits-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function rowsOf(x: WorkbookXml): Promise<{ n: number; cells: string[] }[]> {
  const file = path.join(dir, `${(count += 1)}.xlsx`);
  writeFileSync(file, await craftedXlsx(x));
  const out: { n: number; cells: string[] }[] = [];
  for await (const batch of xlsxRows(file, 200)) out.push(...batch);
  return out;
}

const problemOf = (x: WorkbookXml) =>
  rowsOf(x).then(
    () => 'read',
    (e: { problem?: string }) => e.problem ?? String(e),
  );
const inline = (text: string) => sheetXml(`<row r="1"><c r="A1" t="inlineStr"><is><t>${text}</t></is></c></row>`);
const shared = (text: string) => ({ shared: `<sst><si><t>${text}</t></si></sst>`, sheet: sheetXml('<row r="1"><c r="A1" t="s"><v>0</v></c></row>') });

describe("a cell's text", () => {
  it(`reads ${MAX_CELL_CHARS} characters (Excel's limit) and refuses one more, inline, shared or as a formula's text`, async () => {
    const full = '中'.repeat(MAX_CELL_CHARS);
    expect((await rowsOf({ sheet: inline(full) }))[0].cells[0]).toBe(full);
    expect((await rowsOf(shared(full)))[0].cells[0]).toBe(full);
    expect((await rowsOf({ sheet: sheetXml(`<row r="1"><c r="A1" t="str"><v>${full}</v></c></row>`) }))[0].cells[0]).toBe(full);
    expect(await problemOf({ sheet: inline(`${full}x`) })).toBe('cellTooLong');
    expect(await problemOf(shared(`${full}x`))).toBe('cellTooLong');
    expect(await problemOf({ sheet: sheetXml(`<row r="1"><c r="A1" t="str"><v>${full}x</v></c></row>`) })).toBe('cellTooLong');
    // across runs of one item, phonetic guides not counted
    const runs = `<r><t>${'a'.repeat(20_000)}</t></r><rPh sb="0" eb="1"><t>${'p'.repeat(20_000)}</t></rPh><r><t>${'b'.repeat(12_767)}</t></r>`;
    expect(
      (await rowsOf({ shared: `<sst><si>${runs}</si></sst>`, sheet: sheetXml('<row r="1"><c r="A1" t="s"><v>0</v></c></row>') }))[0].cells[0],
    ).toHaveLength(MAX_CELL_CHARS);
    expect(await problemOf({ shared: `<sst><si>${runs}<r><t>c</t></r></si></sst>` })).toBe('cellTooLong');
  });

  it('reads a full cell written with character references, and refuses a longer run of XML text at once', async () => {
    const escaped = '&amp;'.repeat(MAX_CELL_CHARS);
    expect((await rowsOf({ sheet: inline(escaped) }))[0].cells[0]).toBe('&'.repeat(MAX_CELL_CHARS));
    expect(await problemOf({ sheet: inline(' '.repeat(MAX_TEXT_XML_CHARS + 1)) })).toBe('cellTooLong');
  });
});

describe('a tag', () => {
  it(`reads a tag of nearly ${MAX_TAG_CHARS} characters (a long range list) and refuses a longer one, closed or not`, async () => {
    const sqref = (chars: number) => 'A1 '.repeat(Math.floor(chars / 3)).trim();
    const view = (chars: number) =>
      sheetXml('<row r="1"><c r="A1"><v>1</v></c></row>').replace(
        '<sheetData>',
        `<sheetViews><sheetView workbookViewId="0"><selection sqref="${sqref(chars)}"/></sheetView></sheetViews><sheetData>`,
      );
    expect(await rowsOf({ sheet: view(MAX_TAG_CHARS - 100) })).toEqual([{ n: 1, cells: ['1'] }]);
    expect(await problemOf({ sheet: view(MAX_TAG_CHARS + 100) })).toBe('tagTooLong');
    expect(await problemOf({ sheet: `<worksheet><sheetData><row r="1" ${'x'.repeat(MAX_TAG_CHARS + 10)}` })).toBe('tagTooLong');
    expect(await problemOf({ workbook: `<workbook><sheets><sheet name="${'n'.repeat(MAX_TAG_CHARS)}"/></sheets></workbook>` })).toBe('tagTooLong');
  });
});

describe('the parts read whole', () => {
  it('reads each part up to its size and refuses one byte more, from the zip directory', async () => {
    // filled with elements of 1,000 characters (a run of blanks that long would be refused)
    const filler = `<p a="${'y'.repeat(993)}"/>`;
    const sized = (open: string, close: string, bytes: number) => {
      const fill = bytes - open.length - close.length;
      return `${open}${filler.repeat(Math.floor(fill / filler.length))}${' '.repeat(fill % filler.length)}${close}`;
    };
    const styles = (bytes: number) => sized('<styleSheet><cellXfs count="1"><xf numFmtId="0"/></cellXfs>', '</styleSheet>', bytes);
    expect(await problemOf({ styles: styles(MAX_PART_BYTES.styles) })).toBe('read');
    expect(await problemOf({ styles: styles(MAX_PART_BYTES.styles + 1) })).toBe('stylesTooLarge');
    const rels = (bytes: number) =>
      sized('<Relationships><Relationship Id="rId1" Type="x/worksheet" Target="worksheets/sheet1.xml"/>', '</Relationships>', bytes);
    expect(await problemOf({ rels: rels(MAX_PART_BYTES.workbook) })).toBe('read');
    expect(await problemOf({ rels: rels(MAX_PART_BYTES.workbook + 1) })).toBe('workbookTooLarge');
    // four reads of up to 32 MiB: ~3 s alone, past Jest's 5 s beside the other suites in CI
  }, 60_000);
});

describe('malformed XML', () => {
  it.each([
    ['a close tag that does not match', sheetXml('<row r="1"><c r="A1"><v>1</c></v></row>')],
    ['an entity XML does not define', inline('a&nbsp;b')],
    ['a < inside an attribute', sheetXml('<row r="<1"></row>')],
    ['a sheet cut short', sheetXml('<row r="1"><c r="A1"><v>1</v></c></row>').slice(0, -30)],
    ['a second root element', `${sheetXml('')}<worksheet/>`],
  ])('refuses %s as corrupt', async (_, sheet) => {
    expect(await problemOf({ sheet })).toBe('corrupt');
  });

  it('reads CDATA, line breaks and a byte-order mark as an XML parser must', async () => {
    const sheet = `\uFEFF${sheetXml('<row r="1"><c r="A1" t="inlineStr"><is><t><![CDATA[<甲&乙>]]></t></is></c><c r="B1" t="inlineStr"><is><t xml:space="preserve">a\r\nb</t></is></c></row>')}`;
    expect(await rowsOf({ sheet })).toEqual([{ n: 1, cells: ['<甲&乙>', 'a\nb'] }]);
  });
});
