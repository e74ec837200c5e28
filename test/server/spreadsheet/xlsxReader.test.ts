// The .xlsx reader (src/server/spreadsheet/xlsx): the same cell texts as exceljs's streaming
// reader on a workbook exceljs wrote, and the layouts other writers produce — parts in any order,
// the first tab not being sheet1, namespace prefixes, inline strings, phonetic guides, the 1904
// date system, cells and rows without references.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { dateText, numberText } from '../../../src/server/spreadsheet/cellText';
import { TooManyColumns, xlsxRows } from '../../../src/server/spreadsheet/xlsx/sheetRows';
import { measureXlsxSheet } from '../../../src/server/imports/upload/xlsxExtent';
import { zipOf } from '../imports/fixtures';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'xlsx-reader-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function rowsOf(file: string, maxColumns = 200) {
  const out: { n: number; cells: string[] }[] = [];
  for await (const batch of xlsxRows(file, maxColumns)) out.push(...batch);
  return out;
}

/** A value as exceljs's reader gives it, as the import read it before it had its own reader. */
function exceljsCellText(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return numberText(v);
  if (typeof v === 'boolean') return v ? 'TRUE' : 'FALSE';
  if (v instanceof Date) return dateText(v);
  if (typeof v === 'object') {
    const o = v as Record<string, unknown>;
    if ('result' in o) return exceljsCellText(o.result);
    if ('formula' in o || 'sharedFormula' in o) return '';
    if (Array.isArray(o.richText)) return o.richText.map((r: { text?: string }) => r.text ?? '').join('');
    if ('text' in o) return exceljsCellText(o.text);
    if ('error' in o) return '';
  }
  return '';
}

/** What the exceljs streaming reader gives, trimmed the way the import always trimmed rows. */
async function exceljsRows(file: string) {
  const out: { n: number; cells: string[] }[] = [];
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    worksheets: 'emit',
    entries: 'ignore',
  });
  for await (const sheet of reader) {
    for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
      const cells: string[] = [];
      row.eachCell({ includeEmpty: false }, (cell, col) => {
        while (cells.length < col - 1) cells.push('');
        const v = cell.value;
        const pad = typeof v === 'number' && cell.numFmt && /^0+$/.test(cell.numFmt) && Number.isInteger(v);
        cells[col - 1] = pad ? String(v).padStart(cell.numFmt.length, '0') : exceljsCellText(v);
      });
      while (cells.length && cells[cells.length - 1].trim() === '') cells.pop();
      if (cells.length) out.push({ n: row.number, cells });
    }
    break;
  }
  return out;
}

function write(name: string, bytes: Buffer): string {
  const file = path.join(dir, name);
  writeFileSync(file, bytes);
  return file;
}

const CONTENT_TYPES = '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A workbook written by hand: `sheets` in tab order; entries stored in the order given. */
function handMade(parts: {
  sheets: { name: string; file: string; xml: string }[];
  shared?: string;
  styles?: string;
  workbookPr?: string;
  order?: 'sharedLast' | 'sharedFirst';
}): Buffer {
  const rels =
    parts.sheets.map((s, i) => `<Relationship Id="rId${i + 1}" Type="${REL}/worksheet" Target="worksheets/${s.file}"/>`).join('') +
    (parts.shared ? `<Relationship Id="rS" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/>` : '') +
    (parts.styles ? `<Relationship Id="rT" Type="${REL}/styles" Target="/xl/styles.xml"/>` : '');
  const workbook =
    `<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="${REL}">${parts.workbookPr ?? ''}<sheets>` +
    parts.sheets.map((s, i) => `<sheet name="${s.name}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('') +
    '</sheets></workbook>';
  const head = [
    { name: '[Content_Types].xml', data: Buffer.from(CONTENT_TYPES) },
    { name: 'xl/workbook.xml', data: Buffer.from(workbook) },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: Buffer.from(`<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rels}</Relationships>`),
    },
  ];
  const sheets = parts.sheets.map((s) => ({ name: `xl/worksheets/${s.file}`, data: Buffer.from(s.xml) }));
  const shared = parts.shared ? [{ name: 'xl/sharedStrings.xml', data: Buffer.from(parts.shared) }] : [];
  const styles = parts.styles ? [{ name: 'xl/styles.xml', data: Buffer.from(parts.styles) }] : [];
  const entries = parts.order === 'sharedFirst' ? [...head, ...shared, ...styles, ...sheets] : [...head, ...sheets, ...styles, ...shared];
  return zipOf(entries);
}

describe('the xlsx reader', () => {
  it('reads a workbook exceljs wrote exactly as the exceljs reader does', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('学生');
    ws.addRow(['2026级学生名单']);
    ws.mergeCells('A1:D1');
    ws.addRow(['学号', '姓名', '身份证号', '入学日期', '年龄', '编号', '备注', '在读', '链接']);
    ws.addRow([
      '00123',
      '张三 <&> "\'',
      '11010519491231002X',
      new Date(Date.UTC(2026, 8, 1)),
      { formula: '1+1', result: 2 },
      2023010101,
      '   ',
      true,
      { text: '主页', hyperlink: 'http://example.edu' },
    ]);
    ws.addRow([
      7,
      { richText: [{ text: '李' }, { font: { bold: true }, text: '四' }] },
      '110105194912310021',
      new Date(Date.UTC(2026, 8, 1, 8, 30)),
      18.5,
      1234567890123,
      null,
      false,
      0.1 + 0.2,
    ]);
    ws.addRow([null, null, null, null, null, null, null, null, null]);
    ws.addRow(['', '王五', null, '2026/9/1', -3, 1e21, { formula: 'A1', result: { error: '#REF!' } }, 'x']);
    ws.getCell('A4').numFmt = '00000';
    ws.getCell('D3').numFmt = 'yyyy-mm-dd';
    ws.getCell('D4').numFmt = 'yyyy"年"m"月"d"日" hh:mm';
    const file = path.join(dir, 'exceljs.xlsx');
    await wb.xlsx.writeFile(file);
    const ours = await rowsOf(file);
    expect(ours).toEqual(await exceljsRows(file));
    expect(ours[2].cells).toEqual(['00123', '张三 <&> "\'', '11010519491231002X', '2026-09-01', '2', '2023010101', '   ', 'TRUE', '主页']);
    expect(ours[3].cells).toEqual(['00007', '李四', '110105194912310021', '2026-09-01 08:30:00', '18.5', '1234567890123', '', 'FALSE', '0.30000000000000004']);
    expect(ours.map((r) => r.n)).toEqual([1, 2, 3, 4, 6]);
  });

  it('reads the first tab, with the shared strings stored after the sheet and styles by an absolute target', async () => {
    const styles =
      '<styleSheet><numFmts count="1"><numFmt numFmtId="164" formatCode="000000"/></numFmts>' +
      '<cellStyleXfs count="1"><xf numFmtId="14"/></cellStyleXfs>' +
      '<cellXfs count="3"><xf numFmtId="0"/><xf numFmtId="164" applyNumberFormat="1"/><xf numFmtId="14"><alignment horizontal="left"/></xf></cellXfs></styleSheet>';
    const shared =
      '<sst count="3" uniqueCount="3"><si><t>学号</t></si><si><r><t>张</t></r><r><t xml:space="preserve">三 </t></r><rPh sb="0" eb="1"><t>ZHANG</t></rPh></si><si><t/></si></sst>';
    const first =
      '<worksheet><sheetData><row r="2"><c r="A2" t="s"><v>0</v></c><c r="C2" t="s"><v>1</v></c></row>' +
      '<row r="3"><c r="A3" s="1"><v>42</v></c><c r="B3" s="2"><v>46266</v></c><c r="C3" t="s"><v>2</v></c></row></sheetData></worksheet>';
    const other = '<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>not this one</t></is></c></row></sheetData></worksheet>';
    const file = write(
      'firstTab.xlsx',
      handMade({
        sheets: [
          { name: '名单', file: 'sheet2.xml', xml: first },
          { name: 'other', file: 'sheet1.xml', xml: other },
        ],
        shared,
        styles,
      }),
    );
    expect(await rowsOf(file)).toEqual([
      { n: 2, cells: ['学号', '', '张三 '] },
      { n: 3, cells: ['000042', '2026-09-01'] },
    ]);
    // the upload's row count measures the very same sheet
    expect(await measureXlsxSheet(file)).toEqual({ rows: 2, firstRow: 2, lastRow: 3 });
  });

  it('reads prefixed tags, inline strings, formula strings, ISO dates, the 1904 system and cells without references', async () => {
    const sheet =
      '<x:worksheet xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><x:sheetData>' +
      '<x:row><x:c t="inlineStr"><x:is><x:t>甲 &amp; 乙</x:t></x:is></x:c><x:c t="str"><x:f>A1&amp;"!"</x:f><x:v>甲 &amp; 乙!</x:v></x:c><x:c t="d"><x:v>2026-09-01T00:00:00</x:v></x:c></x:row>' +
      '<x:row/>' +
      '<x:row><x:c s="1"><x:v>0</x:v></x:c><x:c t="e"><x:v>#N/A</x:v></x:c><x:c t="b"><x:v>1</x:v></x:c><x:c><x:f>1/0</x:f></x:c><x:c t="inlineStr"><x:is><x:t>&#x4E01;&#19969;</x:t></x:is></x:c></x:row>' +
      '</x:sheetData></x:worksheet>';
    const styles = '<styleSheet><cellXfs count="2"><xf numFmtId="0"/><xf numFmtId="14"/></cellXfs></styleSheet>';
    const file = write(
      'prefixed.xlsx',
      handMade({ sheets: [{ name: 'S', file: 'sheet1.xml', xml: sheet }], styles, workbookPr: '<workbookPr date1904="1"/>', order: 'sharedFirst' }),
    );
    expect(await rowsOf(file)).toEqual([
      { n: 1, cells: ['甲 & 乙', '甲 & 乙!', '2026-09-01'] },
      { n: 3, cells: ['1904-01-01', '', 'TRUE', '', '丁丁'] },
    ]);
  });

  it('refuses a row wider than allowed, and streams a long sheet in batches', async () => {
    const wide = `<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>a</t></is></c><c r="F1"><v>1</v></c></row></sheetData></worksheet>`;
    const file = write('wide.xlsx', handMade({ sheets: [{ name: 'S', file: 'sheet1.xml', xml: wide }] }));
    await expect(rowsOf(file, 5)).rejects.toBeInstanceOf(TooManyColumns);
    expect(await rowsOf(file, 6)).toEqual([{ n: 1, cells: ['a', '', '', '', '', '1'] }]);

    const rows = Array.from(
      { length: 20_000 },
      (_, i) => `<row r="${i + 1}"><c r="A${i + 1}"><v>${i}</v></c><c r="B${i + 1}" t="inlineStr"><is><t>学生${i}</t></is></c></row>`,
    ).join('');
    const long = write('long.xlsx', handMade({ sheets: [{ name: 'S', file: 'sheet1.xml', xml: `<worksheet><sheetData>${rows}</sheetData></worksheet>` }] }));
    let batches = 0;
    const all: string[][] = [];
    for await (const batch of xlsxRows(long, 200)) {
      batches += 1;
      all.push(...batch.map((r) => r.cells));
    }
    expect(batches).toBeGreaterThan(1);
    expect(all).toHaveLength(20_000);
    expect(all[19_999]).toEqual(['19999', '学生19999']);
  });

  it('reads the shared strings only as far as the rows need, in any order, and still reads the whole part', async () => {
    const N = 20_000;
    const sst = (items: string[]) =>
      `<sst count="${items.length}" uniqueCount="${items.length}">${items.map((t) => `<si><t xml:space="preserve">${t}</t></si>`).join('')}</sst>`;
    const sheetOf = (index: (i: number) => number) =>
      `<worksheet><sheetData>${Array.from({ length: N }, (_, i) => `<row r="${i + 1}"><c r="A${i + 1}"><v>${i}</v></c><c r="B${i + 1}" t="s"><v>${index(i)}</v></c></row>`).join('')}</sheetData></worksheet>`;
    const names = Array.from({ length: N }, (_, i) => `学生${i}`);

    // numbered in the order the sheet uses them (as Excel writes): the first rows come before
    // the part is read through
    const inOrder = write('sharedInOrder.xlsx', handMade({ sheets: [{ name: 'S', file: 'sheet1.xml', xml: sheetOf((i) => i) }], shared: sst(names) }));
    const tally = { items: 0 };
    const all: string[][] = [];
    let readWithFirst = -1;
    for await (const batch of xlsxRows(inOrder, 200, undefined, false, tally)) {
      if (readWithFirst < 0) readWithFirst = tally.items - batch.length;
      all.push(...batch.map((r) => r.cells));
    }
    expect(readWithFirst).toBeGreaterThan(0);
    expect(readWithFirst).toBeLessThan(N / 2);
    expect(all).toHaveLength(N);
    expect(all[0]).toEqual(['0', '学生0']);
    expect(all[N - 1]).toEqual([String(N - 1), `学生${N - 1}`]);
    // every string item and every row counted by the end
    expect(tally.items).toBe(2 * N);

    // numbered backwards: the first row names the last string
    const backwards = write(
      'sharedBackwards.xlsx',
      handMade({ sheets: [{ name: 'S', file: 'sheet1.xml', xml: sheetOf((i) => N - 1 - i) }], shared: sst([...names].reverse()) }),
    );
    const back = await rowsOf(backwards);
    expect(back.map((r) => r.cells[1])).toEqual(names);

    // a string of spaces at a row's end is cut, a row of blank strings is no row, a missing one blank
    const blanks = write(
      'sharedBlanks.xlsx',
      handMade({
        sheets: [
          {
            name: 'S',
            file: 'sheet1.xml',
            xml:
              '<worksheet><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row>' +
              '<row r="2"><c r="A2" t="s"><v>1</v></c><c r="B2" t="s"><v>2</v></c></row><row r="3"><c r="A3" t="s"><v>9</v></c><c r="B3" t="s"><v>0</v></c></row></sheetData></worksheet>',
          },
        ],
        shared: sst(['甲', '  ', '']),
      }),
    );
    expect(await rowsOf(blanks)).toEqual([
      { n: 1, cells: ['甲'] },
      { n: 3, cells: ['', '甲'] },
    ]);
  });

  it('refuses malformed shared strings even past the last string a cell names', async () => {
    const sheet = '<worksheet><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c></row></sheetData></worksheet>';
    const file = write(
      'sharedBroken.xlsx',
      handMade({ sheets: [{ name: 'S', file: 'sheet1.xml', xml: sheet }], shared: '<sst><si><t>甲</t></si><si><t>乙</si></sst>' }),
    );
    await expect(rowsOf(file)).rejects.toMatchObject({ problem: 'corrupt' });
  });
});
