// A finished export read back from the real file: the chosen labels as the header row, one row a
// person in the list's order, dictionary labels, times as text, numbers as text (leading zeros,
// 18 digits), and text that looks like a formula kept as text — the sheet's XML holds no <f>.
import { once } from 'node:events';
import ExcelJS from 'exceljs';
import yauzl from 'yauzl';
import type { PeopleFilters } from '../../../src/shared/people/api';
import { zonedDateTime } from '../../../src/server/exports/cells';
import { Session, signIn, TENANT_A, TestApp } from '../helpers';
import { readWorkbook } from '../imports/fixtures';
import { buildExportApp, exportDone, fetchFile } from './exportApp';

let t: TestApp;
let a: Session;
let special: { id: number; name: string }[];
let className: string;
let majorName: string;

const FORMULAS = ['=HYPERLINK("http://x","y")', '+1+2', '-2+3', '@SUM(A1:A2)', '\t=1+1', '\r=1+1', '=1+1'];

beforeAll(async () => {
  t = await buildExportApp();
  a = await signIn(t.app, TENANT_A);
  const cls = await t.db
    .selectFrom('org_units as c')
    .innerJoin('org_units as m', 'm.id', 'c.parent_id')
    .select(['c.id', 'c.name', 'c.parent_id', 'm.name as major'])
    .where('c.tenant_id', '=', TENANT_A)
    .where('c.type', '=', 4)
    .orderBy('c.id')
    .executeTakeFirstOrThrow();
  className = cls.name;
  majorName = cls.major;
  const base = { tenant_id: TENANT_A, identity: 'STUDENT' as const, class_id: cls.id, org_unit_id: cls.parent_id, grade: '2026' };
  special = await t.db
    .insertInto('people')
    .values(
      FORMULAS.map((name, i) => ({
        ...base,
        name,
        gender: 1 + (i % 2),
        current_status: '1',
        present_state: '1',
        student_no: `0${String(i).padStart(11, '0')}`,
        id_number: `11010520050315123${i}`,
        phone: `0571${String(8800000 + i)}`,
        email: `f${i}@example.edu.cn`,
        created_at: new Date(Date.parse('2026-01-02T03:04:05+08:00') + i * 1000),
      })),
    )
    .returning(['id', 'name'])
    .execute();
});
afterAll(() => t.close());

async function workbookOf(url: string) {
  const res = await fetchFile(t.app, a, url);
  expect(res.statusCode).toBe(200);
  return { bytes: res.rawPayload, sheets: await readWorkbook(res.rawPayload) };
}

/** The text of every part of the xlsx package whose name matches. */
async function zipParts(bytes: Buffer, name: RegExp): Promise<Record<string, string>> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) => yauzl.fromBuffer(bytes, { lazyEntries: true }, (e, z) => (e ? reject(e) : resolve(z!))));
  const parts: Record<string, string> = {};
  zip.readEntry();
  zip.on('entry', (entry: yauzl.Entry) => {
    if (!name.test(entry.fileName)) return zip.readEntry();
    zip.openReadStream(entry, (e, stream) => {
      if (e) throw e;
      const chunks: Buffer[] = [];
      stream!.on('data', (c: Buffer) => chunks.push(c));
      stream!.on('end', () => {
        parts[entry.fileName] = Buffer.concat(chunks).toString('utf8');
        zip.readEntry();
      });
    });
  });
  await once(zip, 'end');
  return parts;
}

it('writes the checked people with the chosen labels, dictionary labels and text values', async () => {
  const ids = special.map((p) => p.id);
  const done = await exportDone(t.app, a, {
    dataRange: 3,
    choiceDataIds: ids.join(','),
    dataSortStr: 'studentNo ASC',
    exportField:
      '学号:studentNo,名字:name,性别:gender,身份证号:idNumber,电话:phone,当前状态:currentStatus,在籍状态:presentState,班级:className,专业:unitName,创建时间:createdAt,邮箱:email',
  });
  expect(done).toMatchObject({
    state: 'finished',
    finished: 1,
    finishRate: 1,
    totalNum: FORMULAS.length,
    finishNum: FORMULAS.length,
    errorMsg: null,
    fileName: '学生名单.xlsx',
  });
  const { sheets } = await workbookOf(done.url!);
  expect(sheets).toHaveLength(1);
  expect(sheets[0].name).toBe('本专科生');
  const [head, ...rows] = sheets[0].rows;
  expect(head.map((c) => c.value)).toEqual(['学号', '名字', '性别', '身份证号', '电话', '当前状态', '在籍状态', '班级', '专业', '创建时间', '邮箱']);
  expect(rows).toHaveLength(FORMULAS.length);
  const stored = await t.db.selectFrom('people').selectAll().where('id', 'in', ids).orderBy('student_no').execute();
  rows.forEach((row, i) => {
    const p = stored[i];
    expect(row.map((c) => c.value)).toEqual([
      p.student_no,
      p.name,
      p.gender === 1 ? '男' : '女',
      p.id_number,
      p.phone,
      '在读',
      '在校',
      className,
      majorName,
      zonedDateTime(p.created_at, 'Asia/Shanghai'),
      p.email,
    ]);
    // every cell is text: no number, no date, no formula
    for (const cell of row) expect(cell.type).toBe(ExcelJS.ValueType.String);
  });
  expect(rows[0][0].value).toBe('000000000000');
  // written in the tenant's zone (Asia/Shanghai before any publish), whatever the server's zone
  expect(rows[0][9].value).toBe('2026-01-02 03:04:05');
});

it('writes a formula-looking name as text: no <f> in the sheet, the text kept as typed', async () => {
  const done = await exportDone(t.app, a, { dataRange: 3, choiceDataIds: special.map((p) => p.id).join(','), exportField: '姓名:name,学号:studentNo' });
  const { bytes, sheets } = await workbookOf(done.url!);
  const names = sheets[0].rows.slice(1).map((r) => r[0].value);
  expect([...names].sort()).toEqual([...FORMULAS].sort());
  for (const row of sheets[0].rows.slice(1)) expect(row[0].type).toBe(ExcelJS.ValueType.String);
  const parts = await zipParts(bytes, /^xl\/worksheets\/.*\.xml$/);
  const xml = Object.values(parts).join('');
  expect(Object.keys(parts)).toHaveLength(1);
  expect(xml).not.toMatch(/<f[\s>]/);
  expect(xml).not.toMatch(/<f\/>/);
  expect(xml).toContain('>=HYPERLINK("http://x","y")</t>');
  // a carriage return as a character reference (a raw one would read back as a line feed), a
  // leading tab kept
  expect(xml).toContain('<t xml:space="preserve">&#13;=1+1</t>');
  expect(xml).toContain('<t xml:space="preserve">\t=1+1</t>');
  // each name is a string cell
  const cells = [...xml.matchAll(/<c r="A(\d+)"([^>]*)>/g)].filter((m) => m[1] !== '1');
  expect(cells).toHaveLength(FORMULAS.length);
  for (const m of cells) expect(m[2]).toBe(' t="inlineStr"');
});

it('exports the current search in the requested order, and every person for range 1', async () => {
  const formInline: PeopleFilters = { gender: 1 };
  const search = [{ join: 'and' as const, field: 'name' as const, operator: 'not like' as const, value: '=' }];
  const done = await exportDone(t.app, a, { dataRange: 2, formInline, advancedSearch: search, dataSortStr: 'name DESC', exportField: '姓名:name,性别:gender' });
  const expected = await t.db
    .selectFrom('people')
    .select(['name'])
    .where('tenant_id', '=', TENANT_A)
    .where('identity', '=', 'STUDENT')
    .where('gender', '=', 1)
    .where('name', 'not like', '%=%')
    .orderBy('name', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const { sheets } = await workbookOf(done.url!);
  const rows = sheets[0].rows.slice(1);
  expect(done.totalNum).toBe(expected.length);
  expect(rows.map((r) => r[0].value)).toEqual(expected.map((p) => p.name));
  expect(new Set(rows.map((r) => r[1].value))).toEqual(new Set(['男']));

  const all = await exportDone(t.app, a, { dataRange: 1, exportField: '姓名:name' });
  const everyone = await t.db
    .selectFrom('people')
    .select(['name'])
    .where('tenant_id', '=', TENANT_A)
    .where('identity', '=', 'STUDENT')
    .orderBy('id', 'desc')
    .execute();
  const allRows = (await workbookOf(all.url!)).sheets[0].rows.slice(1);
  expect(allRows.map((r) => r[0].value)).toEqual(everyone.map((p) => p.name));
});
