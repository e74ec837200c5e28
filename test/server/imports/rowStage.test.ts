// Rows normalised in the parse worker (importRowStage.ts) are the rows the job's thread would
// have made itself: the same values, issues, duplicates and number-cell findings, from a real
// .xlsx; rows a restart already committed are left out; a refusal in the worker arrives as the
// same refusal.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { importTarget } from '../../../src/shared/imports';
import { readSpreadsheet, readStagedSpreadsheet } from '../../../src/server/spreadsheet/readSpreadsheet';
import { closeSpreadsheetReader } from '../../../src/server/spreadsheet/readSpreadsheet';
import { importRowStageJob } from '../../../src/server/imports/jobs/importRowStage';
import { JobLookups } from '../../../src/server/imports/jobs/lookups';
import type { NormalisedRow } from '../../../src/server/imports/jobs/normaliseRow';
import { SheetRowReader } from '../../../src/server/imports/jobs/sheetRows';
import { storageOf } from '../../../src/server/imports/jobs/storage';
import type { JobParams } from '../../../src/server/imports/tables';
import { Refused } from '../../../src/server/refusal';
import { idNumberFor, xlsxOf } from './fixtures';

jest.setTimeout(60_000);

const target = importTarget('STUDENT')!;
const header = ['说明', '学号', '姓名', '性别', '身份证号', '班级', '当前状态'];
const params: JobParams = {
  headerLine: 2,
  ruleNum: 1,
  checkFields: ['studentNo'],
  mapping: [
    { column: 'studentNo', configure: '学号' },
    { column: 'name', configure: '姓名' },
    { column: 'gender', configure: '性别' },
    { column: 'idNumber', configure: '身份证号' },
    { column: 'className', configure: '班级' },
    { column: 'currentStatus', configure: '当前状态' },
  ],
  infoHandle: 1,
  fileName: 'stage.xlsx',
};

function lookups(): JobLookups {
  const l = new JobLookups();
  l.dicts.set('stu_current_status', {
    byText: new Map([
      ['在读', '1'],
      ['1', '1'],
    ]),
    values: ['在读'],
  });
  l.addUnit({ id: 7, code: 'C1', name: '一班', type: 4, parentId: null, path: '7' });
  l.identifierLengths.set('studentNo', 10);
  return l;
}

const rows: unknown[][] = [
  ['学生名单'],
  header,
  ['', '2026000001', '张一', '男', idNumberFor(1), '一班', '在读'],
  ['', '2026000002', '张二', '不详', idNumberFor(2), 'C1', '1'],
  ['', '2026000001', '张三', '女', idNumberFor(3), '', ''],
  ['', 2026000004, '张四', '男', '12345', '二班', '休学'],
  ['', '', '', '', '', '', ''],
  ['', '2026000005', '', '女', idNumberFor(5), '一班', '在读'],
];

let dir: string;
let file: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'row-stage-'));
  file = path.join(dir, 'stage.xlsx');
  writeFileSync(file, await xlsxOf(rows));
});

afterAll(async () => {
  await closeSpreadsheetReader();
  rmSync(dir, { recursive: true, force: true });
});

async function onThisThread(): Promise<NormalisedRow[]> {
  const reader = new SheetRowReader(target, storageOf(target), params, lookups());
  const out: NormalisedRow[] = [];
  for await (const batch of readSpreadsheet(file, 'xlsx', { batchSize: 2, markNumeric: true }))
    for (const row of batch) {
      const r = reader.read(row);
      if (r) out.push({ ...r, raw: {} });
    }
  return out;
}

async function inWorker(p: JobParams, skipThrough = 0): Promise<{ passed: number[]; staged: NormalisedRow[] }> {
  const stage = importRowStageJob({ target: 'STUDENT', params: p, lookups: lookups().toData(), skipThrough });
  const passed: number[] = [];
  const staged: NormalisedRow[] = [];
  for await (const batch of readStagedSpreadsheet<NormalisedRow>(file, 'xlsx', stage, { batchSize: 2, markNumeric: true })) {
    passed.push(...batch.rows.map((r) => r.n));
    staged.push(...batch.staged);
  }
  return { passed, staged };
}

test('the worker normalises every data row as the job thread would, and passes on only the header row', async () => {
  const expected = await onThisThread();
  const { passed, staged } = await inWorker(params);
  expect(passed).toEqual([2]);
  expect(staged).toEqual(expected);
  // the file's own problems are found, not lost on the way
  const reasons = staged.map((r) => [r.n, r.issues.map((i) => i.reason)]);
  expect(reasons).toEqual([
    [3, []],
    [4, ['import.reason.gender']],
    [5, ['import.reason.duplicateInFile']],
    [6, expect.arrayContaining([expect.any(String)])],
    [8, ['import.reason.required']],
  ]);
});

test('rows a restart already committed are read for the duplicate check but not sent', async () => {
  const { staged } = await inWorker(params, 4);
  expect(staged.map((r) => r.n)).toEqual([5, 6, 8]);
  // row 5 repeats row 3's student number, which the worker still saw
  expect(staged[0].issues.map((i) => i.reason)).toEqual(['import.reason.duplicateInFile']);
});

test("a refusal in the worker arrives as the same refusal, with the file's header named", async () => {
  const wrong = { ...params, mapping: [...params.mapping, { column: 'phone', configure: '手机' }] };
  const read = inWorker(wrong);
  await expect(read).rejects.toBeInstanceOf(Refused);
  await expect(inWorker(wrong)).rejects.toMatchObject({ key: 'import.refused.unknownColumn', params: { name: '手机' } });
});
