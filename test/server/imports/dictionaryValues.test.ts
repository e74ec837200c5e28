// Every value checked against its field (issue 32): each dictionary field of each people import
// takes its labels, its keys and the English labels of the keys every tenant starts with (in any
// case), and anything else fails its row naming the allowed values; a gender is 男 or 女 (or
// their codes and English words), and 未知 fails its row instead of being stored blank.
import { DICTIONARIES } from '../../../src/server/db/seed/dictionaries';
import { importDb } from '../../../src/server/imports/tables';
import { translate } from '../../../src/shared/i18n';
import { IMPORT_TARGETS } from '../../../src/shared/imports';
import { buildTestApp, Session, signIn, TENANT_A, TestApp } from '../helpers';
import { importFile, xlsxOf } from './fixtures';

let t: TestApp;
let session: Session;
beforeAll(async () => {
  t = await buildTestApp({ imports: { runner: true, runnerOptions: { pollMs: 50 } } });
  session = await signIn(t.app, TENANT_A);
});
afterAll(() => t.close());

const errorsOf = (key: string) =>
  importDb(t.db).selectFrom('import_errors').select(['row_n', 'reason', 'params', 'value']).where('job_key', '=', key).orderBy('row_n').execute();

/** the people targets with dictionary fields, each field once */
const DICT_FIELDS = IMPORT_TARGETS.filter((target) => target.identity && target.key !== 'NEW_STUDENT').flatMap((target) =>
  target.fields.filter((f) => f.kind === 'dict').map((f) => [`${target.key} ${f.column}`, target.key, f] as const),
);

it('covers every dictionary field of the people imports', () => {
  expect(DICT_FIELDS.map(([label]) => label)).toEqual(expect.arrayContaining(['STUDENT currentStatus', 'STUDENT presentState', 'TEACHER currentStatus']));
});

describe.each(DICT_FIELDS)('%s', (_label, target, field) => {
  it('takes a label, a key and an English label in any case; anything else fails its row naming the allowed values', async () => {
    const [[firstKey, firstLabel, firstEnglish], [secondKey, , secondEnglish]] = DICTIONARIES[field.dict!];
    const header = translate('zh-CN', field.label);
    const numberHeader = target === 'TEACHER' ? '工号' : '学号';
    const base = `D${target.slice(0, 2)}${field.column.slice(0, 3)}`;
    const rows = [
      [numberHeader, '姓名', header],
      [`${base}1`, `${base}甲`, firstLabel],
      [`${base}2`, `${base}乙`, secondKey],
      [`${base}3`, `${base}丙`, firstEnglish.toUpperCase()],
      [`${base}4`, `${base}丁`, secondEnglish.toLowerCase()],
      [`${base}5`, `${base}戊`, '会飞'],
    ];
    const { status, key } = await importFile(
      t.app,
      session,
      await xlsxOf(rows),
      { checkField: target === 'TEACHER' ? 'workNo' : 'studentNo' },
      'dict.xlsx',
      target,
    );
    expect(status).toMatchObject({ state: 'finished', newInsertNum: 4, failNum: 1 });
    const stored = await t.db
      .selectFrom('people')
      .select(['name', field.column === 'currentStatus' ? 'current_status as v' : 'present_state as v'])
      .where('tenant_id', '=', TENANT_A)
      .where(
        'name',
        'in',
        ['甲', '乙', '丙', '丁', '戊'].map((n) => `${base}${n}`),
      )
      .where('identity', '=', target as never)
      .orderBy('name')
      .execute();
    expect(Object.fromEntries(stored.map((r) => [r.name.slice(base.length), String(r.v)]))).toEqual({
      甲: firstKey,
      乙: secondKey,
      丙: firstKey,
      丁: secondKey,
    });
    const [error] = await errorsOf(key);
    expect(error).toMatchObject({ value: '会飞', reason: 'import.reason.dictValue' });
    expect(String((error.params as { options: string }).options)).toContain(firstLabel);
  });
});

it('a gender of 未知 fails its row with the two values named, instead of being stored blank', async () => {
  const rows = [
    ['学号', '姓名', '性别'],
    ['GEN001', '性别男', '男'],
    ['GEN002', '性别女', 'female'],
    ['GEN003', '性别未知', '未知'],
    ['GEN004', '性别零', '0'],
  ];
  const { status, key } = await importFile(t.app, session, await xlsxOf(rows));
  expect(status).toMatchObject({ state: 'finished', newInsertNum: 2, failNum: 2 });
  const errors = await errorsOf(key);
  expect(errors.map((e) => [e.value, e.reason])).toEqual([
    ['未知', 'import.reason.gender'],
    ['0', 'import.reason.gender'],
  ]);
  expect(translate('zh-CN', 'import.reason.gender')).toBe('性别只能填写男或女');
});
