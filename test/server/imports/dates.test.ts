// Dates as administrators put them in spreadsheets: real date cells in several display formats
// and text in the usual Chinese ways, read by the parse worker and normalised the way a job
// normalises a date field.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { JobLookups } from '../../../src/server/imports/jobs/lookups';
import { normaliseRow } from '../../../src/server/imports/jobs/normaliseRow';
import type { TargetStorage } from '../../../src/server/imports/jobs/storage';
import { readSpreadsheet } from '../../../src/server/spreadsheet/readSpreadsheet';
import type { TargetField } from '../../../src/shared/imports';
import { xlsOf, xlsxOf } from './fixtures';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'dates-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const field: TargetField = { column: 'enrolled', label: 'x', is_must: 0, kind: 'date' };
const storage: TargetStorage = {
  table: 'people',
  fields: new Map([['enrolled', { column: 'enrolled', type: 'text' }]]),
  derived: [],
  uniqueFields: [],
  keyFields: ['enrolled'],
  fixed: [],
};

async function datesOf(file: string, kind: 'xlsx' | 'xls') {
  const out: (string | number | null | string[])[] = [];
  for await (const batch of readSpreadsheet(file, kind)) {
    for (const row of batch.slice(0)) {
      if (row.n === 1) continue;
      const r = normaliseRow(row.n, row.cells, [{ field, index: 0, header: '入学日期' }], storage, new JobLookups());
      out.push(r.issues.length ? r.issues.map((i) => i.reason) : r.values.enrolled);
    }
  }
  return out;
}

it('reads date cells whatever their display format, and dates typed as text', async () => {
  const day = new Date(Date.UTC(2026, 8, 1));
  const texts = ['2026-09-01', '2026/9/1', '2026.9.1', '20260901', '2026年9月1日', '２０２６－０９－０１', '2026-9-1 08:30', '2026-02-30', '01/09/2026'];
  const file = path.join(dir, 'dates.xlsx');
  writeFileSync(
    file,
    await xlsxOf([['入学日期'], [day], [day], [day], ...texts.map((x) => [x])], (ws) => {
      ws.getCell('A2').numFmt = 'yyyy-mm-dd';
      ws.getCell('A3').numFmt = 'yyyy"年"m"月"d"日"';
      ws.getCell('A4').numFmt = 'm/d/yyyy';
    }),
  );
  expect(await datesOf(file, 'xlsx')).toEqual([
    '2026-09-01',
    '2026-09-01',
    '2026-09-01',
    '2026-09-01',
    '2026-09-01',
    '2026-09-01',
    '2026-09-01',
    '2026-09-01',
    '2026-09-01',
    '2026-09-01',
    ['import.reason.date'],
    ['import.reason.date'],
  ]);
});

it('reads .xls date cells the same way', async () => {
  const file = path.join(dir, 'dates.xls');
  writeFileSync(file, xlsOf([['入学日期'], [new Date(Date.UTC(2026, 8, 1))], ['2026/9/1']]));
  expect(await datesOf(file, 'xls')).toEqual(['2026-09-01', '2026-09-01']);
});
