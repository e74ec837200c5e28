// POST /api/console/attention: the counts move with the rows that make them (a failed job, a
// running one, a service taken off the shelf, a post held for review, a report not decided),
// within the caller's tenant and the last 7 days only; a job item links to the screen of its
// newest job and opens the job centre, the others link to their list filtered to what needs
// attention; every export kind finished counts in the figures; the answer keeps its JSON schema.
import Ajv from 'ajv';
import { sql } from 'kysely';
import { attentionResultSchema } from '../../../src/server/routes/home/schemas';
import { Attention, AttentionKey, HOME_PATHS } from '../../../src/shared/home/api';
import { buildTestApp, call, Session, signIn, TENANT_A, TENANT_B, TestApp } from '../helpers';
import { addExportJob, addImportJob, addPhotoImportJob, addService } from './fixtures';

const validate = new Ajv({ allErrors: true }).compile(attentionResultSchema);

describe('attention', () => {
  let t: TestApp;
  let a: Session;
  beforeAll(async () => {
    t = await buildTestApp();
    a = await signIn(t.app, TENANT_A);
  });
  afterAll(() => t.close());

  const attention = async () => {
    const r = await call<Attention>(t.app, a, { url: HOME_PATHS.attention, body: {} });
    expect(r.envelope.status).toBe(1000);
    expect(validate(r.result)).toBe(true);
    return r.result;
  };
  const item = (at: Attention, key: AttentionKey) => at.items.find((i) => i.key === key)!;
  const counts = (at: Attention) => Object.fromEntries(at.items.map((i) => [i.key, i.count]));

  it('answers every item with a count and a link, and the figures of the last 7 days', async () => {
    const at = await attention();
    expect(at.items.map((i) => i.key)).toEqual([
      'importsFailed',
      'importsRunning',
      'exportsFailed',
      'exportsRunning',
      'photoImportsFailed',
      'photoImportsRunning',
      'photoExportsFailed',
      'photoExportsRunning',
      'servicesOffShelf',
      'postsHeld',
      'reportsOpen',
    ]);
    expect(at.items.filter((i) => i.jobs).map((i) => i.key)).toEqual(at.items.filter((i) => /Failed|Running/.test(i.key)).map((i) => i.key));
    const offShelf = (await sql<{ n: number }>`select count(*)::int n from services where tenant_id = ${TENANT_A} and shelf_status = 0`.execute(t.db)).rows[0]
      .n;
    expect(item(at, 'servicesOffShelf')).toEqual({ key: 'servicesOffShelf', count: offShelf, link: '/serviceList?shelfStatus=0' });
    const held = (await sql<{ n: number }>`select count(*)::int n from alumni_posts where tenant_id = ${TENANT_A} and status = 2`.execute(t.db)).rows[0].n;
    expect(item(at, 'postsHeld').count).toBe(held);
    const since = new Date(t.clock.now() - 7 * 24 * 3600 * 1000);
    const added = (await sql<{ n: number }>`select count(*)::int n from people where tenant_id = ${TENANT_A} and created_at >= ${since}`.execute(t.db)).rows[0]
      .n;
    expect(at.figures).toEqual({ days: 7, peopleAdded: added, importsFinished: 0, exportsFinished: 0 });
    expect(Date.parse(at.at)).toBe(t.clock.now());
  });

  it("counts a failed import of the last 7 days and links to its target's list; an older one is not counted", async () => {
    const before = await attention();
    await addImportJob(t.db, TENANT_A, 'failed', 'TEACHER');
    await addImportJob(t.db, TENANT_A, 'failed', 'STUDENT', new Date(t.clock.now() - 8 * 24 * 3600 * 1000));
    const after = await attention();
    expect(item(after, 'importsFailed').count).toBe(item(before, 'importsFailed').count + 1);
    expect(item(after, 'importsFailed').link).toBe('/teacherManage');

    await addImportJob(t.db, TENANT_A, 'failed', 'ORG_4', new Date(Date.now() + 60_000)); // the newest
    expect(item(await attention(), 'importsFailed')).toEqual({
      key: 'importsFailed',
      count: item(before, 'importsFailed').count + 2,
      link: '/organization',
      jobs: true,
    });
  });

  it('counts queued and running jobs of each kind apart, and finished imports among the figures', async () => {
    const before = counts(await attention());
    const figuresBefore = (await attention()).figures;
    await addImportJob(t.db, TENANT_A, 'running', 'NEW_STUDENT');
    await addImportJob(t.db, TENANT_A, 'finished', 'STUDENT', new Date(), new Date());
    await addExportJob(t.db, TENANT_A, 'queued', 'xlsx', 'GRADUATE_STUDENT');
    await addExportJob(t.db, TENANT_A, 'failed', 'photos');
    await addPhotoImportJob(t.db, TENANT_A, 'waiting');
    await addPhotoImportJob(t.db, TENANT_A, 'mapping'); // the user is still in the dialog: not a job yet
    const at = await attention();
    expect(counts(at)).toEqual({
      ...before,
      importsRunning: before.importsRunning + 1,
      exportsRunning: before.exportsRunning + 1,
      photoExportsFailed: before.photoExportsFailed + 1,
      photoImportsRunning: before.photoImportsRunning + 1,
    });
    expect(item(at, 'importsRunning').link).toBe('/newStudentManage');
    expect(item(at, 'exportsRunning').link).toBe('/graduateStudentManage');
    expect(item(at, 'photoExportsFailed').link).toBe('/userImgManage');
    expect(at.figures.importsFinished).toBe(figuresBefore.importsFinished + 1);
  });

  it('counts every kind of export finished among the figures: people, collections and photos', async () => {
    const before = (await attention()).figures.exportsFinished;
    const finish = (job: string) => sql`update export_jobs set finished_at = now() where key = ${job}`.execute(t.db);
    await finish(await addExportJob(t.db, TENANT_A, 'finished', 'xlsx'));
    await finish(await addExportJob(t.db, TENANT_A, 'finished', 'photos'));
    await sql`insert into export_jobs (key, tenant_id, user_id, user_name, identity, file_name, params, state, kind, finished_at)
      values ('exp-resource-1', ${TENANT_A}, 1, 'admin', null, 'f', '{}'::jsonb, 'finished', 'resource', now())`.execute(t.db);
    expect((await attention()).figures.exportsFinished).toBe(before + 3);
  });

  it('counts posts held for review and undecided reports, linking to the list of the newest one, filtered', async () => {
    const before = await attention();
    let posted = 0;
    const post = async (channel: 'ALUMNI' | 'PUBLIC', status: number) =>
      (
        await sql<{ id: number }>`insert into alumni_posts (tenant_id, author_id, channel, content, status, created_at)
          select ${TENANT_A}, id, ${channel}, '待审核', ${status}, ${new Date(t.clock.now() + 1000 * ++posted)}
          from people where tenant_id = ${TENANT_A} order by id limit 1 returning id`.execute(t.db)
      ).rows[0].id;
    await post('ALUMNI', 2);
    await post('PUBLIC', 2);
    await post('PUBLIC', 0);
    const after = await attention();
    expect(item(after, 'postsHeld')).toEqual({ key: 'postsHeld', count: item(before, 'postsHeld').count + 2, link: '/pubilcDynamic?status=HELD' });

    const reported = await post('ALUMNI', 0);
    await sql`insert into alumni_reports (tenant_id, post_id, reporter_id, reason, status)
      select ${TENANT_A}, ${reported}, id, '广告', 0 from people where tenant_id = ${TENANT_A} order by id limit 2`.execute(t.db);
    expect(item(await attention(), 'reportsOpen')).toEqual({ key: 'reportsOpen', count: item(before, 'reportsOpen').count + 1, link: '/ReportingManagement' });
  });

  it('counts a service taken off the shelf, not one on it', async () => {
    const before = item(await attention(), 'servicesOffShelf').count;
    await addService(t.db, TENANT_A, 0);
    await addService(t.db, TENANT_A, 1);
    expect(item(await attention(), 'servicesOffShelf').count).toBe(before + 1);
  });

  it("counts only the caller's tenant", async () => {
    const before = counts(await attention());
    await addImportJob(t.db, TENANT_B, 'failed');
    await addExportJob(t.db, TENANT_B, 'running', 'xlsx');
    await addService(t.db, TENANT_B, 0);
    expect(counts(await attention())).toEqual(before);
  });

  it('needs a session, and refuses a body naming another tenant', async () => {
    const unsigned = await t.app.inject({ method: 'POST', url: HOME_PATHS.attention, payload: '{}', headers: { 'content-type': 'application/json' } });
    expect(unsigned.statusCode).toBe(401);
    const other = await call(t.app, a, { url: HOME_PATHS.attention, body: { tenantId: TENANT_B } });
    expect(other.envelope.status).toBe(1002);
    const extra = await call<Attention>(t.app, a, { url: HOME_PATHS.attention, body: { surplus: 'x' } });
    expect(extra.envelope.status).toBe(1000);
  });
});
