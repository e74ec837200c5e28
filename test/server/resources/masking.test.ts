// The published sensitive-information rules (/sensitiveInformationConfiguration) reach every
// collection that shows personal data, through its definition's `masked` (the generic list,
// detail and export) and the people picker's labels (how login devices and covert users show a
// person): a reporter's phone and name on /deviceManage's emergency records by the rules of the
// reporter's identity, an alumnus's phone by the every-identity rules; the service-card
// designer's preview of the newest people as well. With the master switch off everything shows
// whole again.
import { sql } from 'kysely';
import { readSource } from '../../../src/server/serviceCards/sourceReads';
import { PEOPLE_LOOKUP_PATH } from '../../../src/shared/resources/peopleLookup';
import { sensitiveRule } from '../../../src/shared/documents/sensitiveInfo/rules';
import { alumniUsers } from '../../../src/shared/resources/alumniUsers/definition';
import { emergencyRecords } from '../../../src/shared/resources/emergencyRecords/definition';
import { resourceExportPath } from '../../../src/shared/exports/resourceApi';
import { fullPath, PageResult, ResourceRow } from '../../../src/shared/resources';
import { detail, save } from '../documents/documentCalls';
import { fetchFile, buildExportApp, waitForExport } from '../exports/exportApp';
import { call, Session, signIn, TENANT_A, TestApp } from '../helpers';
import { readWorkbook } from '../imports/fixtures';

const KEY = 'sensitiveInfo';
const STUDENT_PHONE = '13812345678';
const TEACHER_PHONE = '13987654321';
const ALUMNUS_PHONE = '13700001111';
const masked3and4 = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(-4)}`;

let t: TestApp;
let a: Session;
let studentRecord: number;
let teacherRecord: number;

beforeAll(async () => {
  t = await buildExportApp();
  a = await signIn(t.app, TENANT_A);
  const report = async (name: string, identity: string, phone: string) =>
    (
      await sql<{ id: number }>`insert into emergency_records (tenant_id, person_name, identifier, identity, phone, kind, location, occurred_at, status)
        values (${TENANT_A}, ${name}, ${'M' + phone.slice(-4)}, ${identity}, ${phone}, 'medical', '图书馆', now(), 0) returning id`.execute(t.db)
    ).rows[0].id;
  studentRecord = await report('掩码学生', 'STUDENT', STUDENT_PHONE);
  teacherRecord = await report('掩码教师', 'TEACHER', TEACHER_PHONE);
  await sql`insert into alumni_users (tenant_id, name, account, phone, registered_at) values (${TENANT_A}, '掩码校友', 'mask-alumnus', ${ALUMNUS_PHONE}, now())`.execute(
    t.db,
  );
});
afterAll(() => t.close());

async function publish(content: Record<string, unknown>) {
  const current = (await detail(t.app, a, KEY)).result;
  const saved = await save(t.app, a, KEY, current.version, content, true);
  expect(saved.result).toEqual(expect.objectContaining({ hasDraft: false }));
}

const rowsOf = async (url: string, body: Record<string, unknown>) =>
  (await call<PageResult<ResourceRow>>(t.app, a, { url, body: { pageIndex: 1, pageSize: 50, ...body } })).result.data;

/** The two reports as the list, the detail and an export show their name and phone. */
async function emergencySeen() {
  const list = await rowsOf(fullPath(emergencyRecords, 'List'), { location: '图书馆', kind: 'medical' });
  const inList = (id: number) => list.find((r) => r.id === id)!;
  const inDetail = async (id: number) => (await call<ResourceRow>(t.app, a, { url: fullPath(emergencyRecords, 'details'), body: { id } })).result;
  const started = await call<{ redisKey: string }>(t.app, a, {
    url: resourceExportPath(emergencyRecords),
    body: { fileName: '紧急记录', query: { location: '图书馆', kind: 'medical' } },
  });
  const done = await waitForExport(t.app, a, started.result.redisKey);
  expect(done.result.state).toBe('finished');
  const [sheet] = await readWorkbook((await fetchFile(t.app, a, done.result.url!)).rawPayload);
  const header = sheet.rows[0].map((c) => c.value);
  const column = (label: string) => header.indexOf(label);
  const exported = sheet.rows
    .slice(1)
    .map((r) => ({ identifier: r[column('学工号')].value, name: r[column('求助人')].value, phone: r[column('联系电话')].value }));
  const seen = async (id: number, phone: string) => {
    const d = await inDetail(id);
    const row = exported.find((r) => r.identifier === `M${phone.slice(-4)}`)!;
    return {
      list: [inList(id).personName, inList(id).phone],
      detail: [d.personName, d.phone],
      export: [row.name, row.phone],
    };
  };
  return { student: await seen(studentRecord, STUDENT_PHONE), teacher: await seen(teacherRecord, TEACHER_PHONE) };
}

const peopleLabels = async () => {
  const options = (await call<{ id: number; name: string; identity: string; label: string }[]>(t.app, a, { url: PEOPLE_LOOKUP_PATH, body: {} })).result;
  const { rows } = await sql<{ id: number; name: string; identity: string }>`select id, name, identity from people
    where tenant_id = ${TENANT_A} and identity in ('TEACHER', 'STUDENT') and char_length(name) > 1 order by id`.execute(t.db);
  const of = (identity: string) => {
    const p = rows.find((r) => r.identity === identity)!;
    return { whole: p.name, shown: options.find((o) => o.id === p.id)!.name };
  };
  return { teacher: of('TEACHER'), student: of('STUDENT') };
};

it('masks emergency records, alumni users and the people picker as the published rules say, per identity and place', async () => {
  await publish({
    enabled: true,
    rules: [
      // every identity: phones masked in lists, details and exports
      sensitiveRule('phone', 'first3Last4', true, true, true),
      // teachers: phones hidden in lists only (their own rule replaces the every-identity one)
      sensitiveRule('phone', 'hideAll', true, false, false, 'TEACHER'),
      // teachers: names masked in lists
      sensitiveRule('name', 'first1', true, false, false, 'TEACHER'),
    ],
  });
  const seen = await emergencySeen();
  const student = masked3and4(STUDENT_PHONE);
  expect(seen.student).toEqual({ list: ['掩码学生', student], detail: ['掩码学生', student], export: ['掩码学生', student] });
  expect(seen.teacher).toEqual({ list: ['掩***', '******'], detail: ['掩码教师', TEACHER_PHONE], export: ['掩码教师', TEACHER_PHONE] });

  const alumni = await rowsOf(fullPath(alumniUsers, 'list'), { account: 'mask-alumnus' });
  expect(alumni.map((r) => [r.name, r.phone])).toEqual([['掩码校友', masked3and4(ALUMNUS_PHONE)]]);

  const labels = await peopleLabels();
  expect(labels.teacher.shown).toBe(`${[...labels.teacher.whole][0]}${'*'.repeat([...labels.teacher.whole].length - 1)}`);
  expect(labels.student.shown).toBe(labels.student.whole);

  // the service-card designer's preview of the newest people (/cardsConfigNew) shows them as lists do
  const newest = await readSource(t.db, TENANT_A, 'newestPeople', { identity: 'TEACHER', limit: 5 });
  expect(newest.length).toBeGreaterThan(0);
  for (const p of newest) {
    expect(p.phone === null || p.phone === '******').toBe(true);
    expect(String(p.name)).toMatch(/^[^*](\*+)?$|^\*$/);
  }
});

it('shows everything whole with the master switch off', async () => {
  await publish({ enabled: false, rules: [sensitiveRule('phone', 'hideAll', true, true, true), sensitiveRule('name', 'first1', true, true, true)] });
  const whole = (name: string, phone: string) => ({ list: [name, phone], detail: [name, phone], export: [name, phone] });
  expect(await emergencySeen()).toEqual({ student: whole('掩码学生', STUDENT_PHONE), teacher: whole('掩码教师', TEACHER_PHONE) });
  const alumni = await rowsOf(fullPath(alumniUsers, 'list'), { account: 'mask-alumnus' });
  expect(alumni.map((r) => r.phone)).toEqual([ALUMNUS_PHONE]);
  const labels = await peopleLabels();
  expect(labels.teacher.shown).toBe(labels.teacher.whole);
  const newest = await readSource(t.db, TENANT_A, 'newestPeople', { identity: 'TEACHER', limit: 5 });
  expect(newest.some((p) => typeof p.phone === 'string' && /^1\d{10}$/.test(p.phone))).toBe(true);
});
