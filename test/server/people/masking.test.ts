// The console's people follow the tenant's published sensitive-information rules: publishing a
// version that masks teachers' phones in lists, details and exports masks them in the teacher
// list, a teacher's detail and an exported file; restoring the earlier version and publishing it
// shows them whole again. A draft counts for nothing, students keep their own rules, and another
// tenant's document does not reach this tenant.
import { sql } from 'kysely';
import type { DocumentState } from '../../../src/shared/documents';
import { sensitiveRule } from '../../../src/shared/documents/sensitiveInfo/rules';
import type { Identity } from '../../../src/shared/domain/people';
import { docCall, save } from '../documents/documentCalls';
import { exportDone, buildExportApp, fetchFile } from '../exports/exportApp';
import { Session, signIn, TENANT_A, TENANT_B, TestApp } from '../helpers';
import { readWorkbook } from '../imports/fixtures';
import { listPeople, personDetail } from './calls';

const KEY = 'sensitiveInfo';
const masked = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(-4)}`;

let t: TestApp;
let a: Session;
let b: Session;

beforeAll(async () => {
  t = await buildExportApp();
  a = await signIn(t.app, TENANT_A);
  b = await signIn(t.app, TENANT_B);
});
afterAll(() => t.close());

interface Person {
  id: number;
  phone: string;
}

/** The newest person of the identity with a phone (the list's first page shows the newest). */
async function personWithPhone(tenant: string, identity: Identity): Promise<Person> {
  const { rows } = await sql<Person>`select id, phone from people
    where tenant_id = ${tenant} and identity = ${identity} and phone is not null order by id desc limit 1`.execute(t.db);
  return rows[0];
}

/** The person's phone as the list, the detail and an export of them show it. */
async function phoneSeen(s: Session, identity: Identity, p: Person) {
  const list = await listPeople(t.app, s, identity, { phone: p.phone, pageSize: 10 });
  const detail = await personDetail(t.app, s, identity, p.id);
  const done = await exportDone(t.app, s, { identity, fileName: '名单', dataRange: 3, choiceDataIds: String(p.id), exportField: '姓名:name,电话:phone' });
  const [sheet] = await readWorkbook((await fetchFile(t.app, s, done.url!)).rawPayload);
  return { list: list.result.data.find((r) => r.id === p.id)!.phone, detail: detail.result.phone, export: sheet.rows[1][1].value };
}

const publish = async (s: Session, content: Record<string, unknown>) => {
  const current = await docCall(t.app, s, KEY, 'detail');
  const saved = await save(t.app, s, KEY, current.result.version, content, true);
  expect(saved.envelope.status).toBe(1000);
  return saved.result.version;
};

it('masks where the published version says, and shows whole again once the earlier version is restored and published', async () => {
  const teacher = await personWithPhone(TENANT_A, 'TEACHER');
  const student = await personWithPhone(TENANT_A, 'STUDENT');
  const whole = { list: teacher.phone, detail: teacher.phone, export: teacher.phone };

  // the earlier version: ID numbers masked in lists, phones shown
  const earlier = await publish(a, { enabled: true, rules: [sensitiveRule('idNumber', 'first6Last4', true)] });
  expect(await phoneSeen(a, 'TEACHER', teacher)).toEqual(whole);

  // teachers' phones masked in lists, details and exports
  await publish(a, {
    enabled: true,
    rules: [sensitiveRule('idNumber', 'first6Last4', true), sensitiveRule('phone', 'first3Last4', true, true, true, 'TEACHER')],
  });
  const hidden = masked(teacher.phone);
  expect(await phoneSeen(a, 'TEACHER', teacher)).toEqual({ list: hidden, detail: hidden, export: hidden });
  expect(await phoneSeen(a, 'STUDENT', student)).toEqual({ list: student.phone, detail: student.phone, export: student.phone });
  // another tenant keeps its own published rules (the demo's: phones masked in lists only)
  const other = await personWithPhone(TENANT_B, 'TEACHER');
  expect(await phoneSeen(b, 'TEACHER', other)).toEqual({ list: masked(other.phone), detail: other.phone, export: other.phone });

  // a restore makes a draft: nothing changes until it is published
  const before = await docCall(t.app, a, KEY, 'detail');
  const restored = await docCall<DocumentState>(t.app, a, KEY, 'restore', { version: earlier, baseVersion: before.result.version });
  expect(restored.result).toEqual(expect.objectContaining({ hasDraft: true }));
  expect((await personDetail(t.app, a, 'TEACHER', teacher.id)).result.phone).toBe(hidden);
  const published = await docCall<DocumentState>(t.app, a, KEY, 'publish', { baseVersion: restored.result.version });
  expect(published.result).toEqual(expect.objectContaining({ hasDraft: false, publishedVersion: restored.result.version }));
  expect(await phoneSeen(a, 'TEACHER', teacher)).toEqual(whole);
});

it('masks nothing with the master switch off, and the demo tenant B still masks its lists', async () => {
  const teacher = await personWithPhone(TENANT_A, 'TEACHER');
  await publish(a, { enabled: false, rules: [sensitiveRule('phone', 'hideAll', true, true, true)] });
  expect(await phoneSeen(a, 'TEACHER', teacher)).toEqual({ list: teacher.phone, detail: teacher.phone, export: teacher.phone });
  await publish(a, { enabled: true, rules: [sensitiveRule('phone', 'hideAll', true, true, true)] });
  expect(await phoneSeen(a, 'TEACHER', teacher)).toEqual({ list: '******', detail: '******', export: '******' });
  const other = await personWithPhone(TENANT_B, 'TEACHER');
  expect((await listPeople(t.app, b, 'TEACHER', { phone: other.phone })).result.data[0].phone).toBe(masked(other.phone));
});
