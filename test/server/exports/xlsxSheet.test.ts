// The sheet writer on its own: rows as inline strings (escaped, characters XML cannot hold
// dropped, a carriage return kept as a reference, edge whitespace preserved), a file exceljs
// reads back as written, and an aborted file removed.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { columnLetters, openSheet, rowXml, sheetNameOf, xmlText } from '../../../src/server/exports/xlsxSheet';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'export-sheet-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('renders a row of inline strings, leaving blank cells out', () => {
  expect(columnLetters(1)).toBe('A');
  expect(columnLetters(26)).toBe('Z');
  expect(columnLetters(27)).toBe('AA');
  expect(columnLetters(703)).toBe('AAA');
  expect(rowXml(7, ['a<b & c>', undefined, ' x', '=1+1', ''], ['A', 'B', 'C', 'D', 'E'])).toBe(
    '<row r="7"><c r="A7" t="inlineStr"><is><t>a&lt;b &amp; c&gt;</t></is></c>' +
      '<c r="C7" t="inlineStr"><is><t xml:space="preserve"> x</t></is></c>' +
      '<c r="D7" t="inlineStr"><is><t>=1+1</t></is></c></row>',
  );
  expect(xmlText('a\u0000b\u0008c\u000bd\u001fe\ufffff\r\n\tg')).toBe('abcdef&#13;\n\tg');
  expect(sheetNameOf('a/b[c]:d*e?f\\g'.repeat(3))).toBe('a_b_c__d_e_f_ga_b_c__d_e_f_ga_b');
});

it('writes a file exceljs reads back as written', async () => {
  const file = path.join(dir, 'ok.xlsx');
  const sink = openSheet(file, { sheetName: '学生', header: ['姓名', '号码'], widths: [10, 20] });
  const rows = Array.from({ length: 2500 }, (_, i) => [i % 7 === 0 ? undefined : `学生${i}`, `00${i}`]);
  for (let i = 0; i < rows.length; i += 1000) await sink.addRows(rows.slice(i, i + 1000));
  await sink.addRows([['\r=HYPERLINK("http://x","y")', ' 前后空格 ']]);
  const size = await sink.finish();
  expect(size).toBeGreaterThan(1000);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(file);
  const ws = wb.worksheets[0];
  expect(ws.name).toBe('学生');
  expect(ws.getColumn(2).width).toBe(20);
  expect(ws.getRow(1).values).toEqual([undefined, '姓名', '号码']);
  expect(ws.rowCount).toBe(2502);
  expect(ws.getRow(2).getCell(1).value).toBeNull();
  expect(ws.getRow(2).getCell(2).value).toBe('000');
  expect(ws.getRow(2500).getCell(1).value).toBe('学生2498');
  expect(ws.getRow(2502).getCell(1).value).toBe('\r=HYPERLINK("http://x","y")');
  expect(ws.getRow(2502).getCell(2).value).toBe(' 前后空格 ');
  expect(ws.getRow(2502).getCell(1).type).toBe(ExcelJS.ValueType.String);
});

it('removes the file of an aborted sheet', async () => {
  const file = path.join(dir, 'aborted.xlsx');
  const sink = openSheet(file, { sheetName: 's', header: ['a'] });
  await sink.addRows([['1'], ['2']]);
  await new Promise((r) => setTimeout(r, 50));
  expect(existsSync(file)).toBe(true);
  await sink.abort();
  expect(existsSync(file)).toBe(false);
  await expect(sink.addRows([['3']])).rejects.toThrow();
});
