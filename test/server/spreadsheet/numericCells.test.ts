// The reader says which cells were numbers in the file (SheetRow.numeric): an identifier typed as
// a number has already lost its leading zeros, or its digits past the 15th.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readSpreadsheet } from '../../../src/server/spreadsheet/readSpreadsheet';
import { xlsOf, xlsxOf } from '../imports/fixtures';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'numeric-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function allRows(bytes: Buffer, kind: 'xlsx' | 'xls') {
  const file = path.join(dir, `sheet.${kind}`);
  writeFileSync(file, bytes);
  const rows = [];
  for await (const batch of readSpreadsheet(file, kind, { markNumeric: true })) rows.push(...batch);
  return rows;
}

/** What Excel keeps of the ID number 420111200804152739 typed into a General cell. */
const DAMAGED_ID = 4.20111200804153e17;

describe('numeric cells', () => {
  it('are marked only when the read asks for it', async () => {
    const file = path.join(dir, 'plain.xlsx');
    writeFileSync(file, await xlsxOf([['学号'], [12345678]]));
    const rows = [];
    for await (const batch of readSpreadsheet(file, 'xlsx')) rows.push(...batch);
    expect(rows[1]).toEqual({ n: 2, cells: ['12345678'] });
  });

  it('.xlsx: marks number cells, not text, dates, booleans or zero-padded numbers', async () => {
    const bytes = await xlsxOf(
      [
        ['学号', '姓名', '身份证号', '入学日期', '在校', '编号'],
        ['0012345678', '文本', '420111200804152739', new Date(Date.UTC(2026, 8, 1)), true, 42],
        [12345678, '数字', DAMAGED_ID, '2026-09-01', false, { formula: '40+2', result: 42 }],
      ],
      (ws) => {
        ws.getCell('F2').numFmt = '000000';
      },
    );
    const rows = await allRows(bytes, 'xlsx');
    expect(rows[0].numeric).toBeUndefined();
    expect(rows[1].cells).toEqual(['0012345678', '文本', '420111200804152739', '2026-09-01', 'TRUE', '000042']);
    expect(rows[1].numeric).toBeUndefined();
    expect(rows[2].cells.slice(0, 3)).toEqual(['12345678', '数字', '420111200804153024']);
    expect(rows[2].numeric).toEqual([0, 2, 5]);
  });

  it('.xlsx: a zero-padded format does not give back digits past the 15th', async () => {
    const bytes = await xlsxOf([['身份证号'], [DAMAGED_ID]], (ws) => {
      ws.getCell('A2').numFmt = '000000000000000000';
    });
    const rows = await allRows(bytes, 'xlsx');
    expect(rows[1].numeric).toEqual([0]);
  });

  it('.xls: marks number cells the same way', async () => {
    const rows = await allRows(
      xlsOf([
        ['学号', '姓名', '身份证号', '入学日期'],
        ['0012345678', '文本', '420111200804152739', new Date(Date.UTC(2026, 8, 1))],
        [12345678, '数字', DAMAGED_ID, ''],
      ]),
      'xls',
    );
    expect(rows[1].numeric).toBeUndefined();
    expect(rows[2].cells).toEqual(['12345678', '数字', '420111200804153024']);
    expect(rows[2].numeric).toEqual([0, 2]);
  });
});
