// Seeds the people area: alumni users (the authors of the seeded alumni posts first, their post
// counts taken from the posts), covert users (school leaders and people who asked to be hidden)
// and login devices, all of seeded people. Runs after the alumni posts.
import { sql } from 'kysely';
import type { AlumniRole } from '../../../shared/resources/alumniUsers/roles';
import type { Tx } from '../transaction';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const ROWS = 12;

/** 'YYYY-MM-DD HH:mm:ss' in China time, as datetime fields are stored. */
const localTime = (ms: number) => new Date(ms + 8 * HOUR_MS).toISOString().slice(0, 19).replace('T', ' ');

interface SeedPerson {
  id: number;
  identity: string;
  name: string;
  phone: string | null;
  number: string | null;
}

async function peopleOf(tx: Tx, tenantId: string, identities: string[], limit: number, skip: Set<number> = new Set()): Promise<SeedPerson[]> {
  const rows = await tx
    .selectFrom('people')
    .select(['id', 'identity', 'name', 'phone', sql<string | null>`coalesce(student_no, work_no, account, exam_no)`.as('number')])
    .where('tenant_id', '=', tenantId)
    .where('identity', 'in', identities as never[])
    .orderBy('id')
    .limit(limit + skip.size)
    .execute();
  return rows.filter((p) => !skip.has(p.id)).slice(0, limit);
}

async function seedAlumniUsers(tx: Tx, tenantId: string, nowMs: number): Promise<void> {
  const authors = await tx
    .selectFrom('alumni_posts')
    .select(['author_id', sql<number>`count(*)::int`.as('n')])
    .where('tenant_id', '=', tenantId)
    .groupBy('author_id')
    .orderBy(sql`count(*)`, 'desc')
    .orderBy('author_id')
    .limit(ROWS)
    .execute();
  const posts = new Map(authors.map((a) => [a.author_id, Number(a.n)]));
  const chosen =
    authors.length > 0
      ? await tx
          .selectFrom('people')
          .select(['id', 'identity', 'name', 'phone', sql<string | null>`coalesce(student_no, work_no, account, exam_no)`.as('number')])
          .where(
            'id',
            'in',
            authors.map((a) => a.author_id),
          )
          .execute()
      : [];
  const more = await peopleOf(tx, tenantId, ['GRADUATE_STUDENT', 'TEACHER', 'STUDENT'], ROWS - chosen.length, new Set(chosen.map((p) => p.id)));
  const accounts = new Set<string>();
  const rows = [...chosen, ...more].map((p, i) => {
    let account = p.number ?? `alumni${p.id}`;
    if (accounts.has(account.toLowerCase())) account = `${account}-${p.id}`;
    accounts.add(account.toLowerCase());
    const role: AlumniRole = i === 0 ? 'ASSOCIATION_ADMIN' : p.identity === 'TEACHER' ? 'TEACHER' : i % 4 === 2 ? 'CLASS_CONTACT' : 'ALUMNUS';
    return {
      tenant_id: tenantId,
      person_id: p.id,
      name: p.name,
      account,
      phone: p.phone,
      role,
      post_count: posts.get(p.id) ?? 0,
      forbidden: i === 5 || i === 9,
      registered_at: localTime(nowMs - (400 - i * 23) * DAY_MS),
    };
  });
  if (rows.length > 0) await tx.insertInto('alumni_users').values(rows).execute();
}

const COVERT_REMARKS = [
  '校领导',
  '校领导',
  '学院院长',
  '本人申请隐藏联系方式',
  '涉密岗位',
  '本人申请隐藏联系方式',
  '心理咨询中心要求',
  '本人申请隐藏联系方式',
  null,
  '家长要求',
  null,
  '外聘专家',
];

async function seedCovertUsers(tx: Tx, tenantId: string): Promise<void> {
  const people = [
    ...(await peopleOf(tx, tenantId, ['TEACHER'], 4)),
    ...(await peopleOf(tx, tenantId, ['STUDENT'], 6)),
    ...(await peopleOf(tx, tenantId, ['OTHER'], 2)),
  ];
  const rows = people.map((p, i) => ({ tenant_id: tenantId, person_id: p.id, remark: COVERT_REMARKS[i % COVERT_REMARKS.length] }));
  if (rows.length > 0) await tx.insertInto('covert_users').values(rows).execute();
}

const DEVICES: [string, string][] = [
  ['iPhone 15 Pro', 'iOS 17.5'],
  ['HUAWEI Mate 60 Pro', 'HarmonyOS 4.2'],
  ['Xiaomi 14', 'Android 14'],
  ['OPPO Find X7', 'Android 14'],
  ['vivo X100', 'Android 14'],
  ['iPhone 13', 'iOS 16.7'],
  ['HONOR Magic6', 'Android 14'],
  ['iPad Air', 'iPadOS 17.4'],
  ['Redmi K70', 'Android 14'],
  ['HUAWEI P60', 'HarmonyOS 4.0'],
  ['iPhone 14', 'iOS 17.3'],
  ['OnePlus 12', 'Android 14'],
];
const APP_VERSIONS = ['3.2.1', '3.2.1', '3.2.0', '3.1.5'];
const IPS = ['10.12.34.56', '112.64.18.201', '10.20.1.77', '183.14.132.9', '10.12.8.133', '117.136.12.45'];

async function seedLoginDevices(tx: Tx, tenantId: string, nowMs: number): Promise<void> {
  const people = [...(await peopleOf(tx, tenantId, ['STUDENT'], 5)), ...(await peopleOf(tx, tenantId, ['TEACHER'], 3))];
  if (people.length === 0) return;
  const rows = DEVICES.map(([deviceModel, os], i) => ({
    tenant_id: tenantId,
    person_id: people[i % people.length].id,
    device_model: deviceModel,
    os,
    app_version: APP_VERSIONS[i % APP_VERSIONS.length],
    last_login_at: localTime(nowMs - i * 7 * HOUR_MS - i * i * DAY_MS),
    ip: IPS[i % IPS.length],
    revoked: i === 4 || i === 10,
  }));
  await tx.insertInto('login_devices').values(rows).execute();
}

export async function seedPeopleArea(tx: Tx, tenantId: string, nowMs: number): Promise<void> {
  await seedAlumniUsers(tx, tenantId, nowMs);
  await seedCovertUsers(tx, tenantId);
  await seedLoginDevices(tx, tenantId, nowMs);
}
