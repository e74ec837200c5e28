// POST /api/console/attention: the counts move with the rows that make them (a failed job, a
// running one, a service taken off the shelf), within the caller's tenant and the last 7 days
// only; each item links to the screen of its newest job; the answer keeps its JSON schema.
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
    ]);
    const offShelf = (await sql<{ n: number }>`select count(*)::int n from services where tenant_id = ${TENANT_A} and shelf_status = 0`.execute(t.db)).rows[0]
      .n;
    expect(item(at, 'servicesOffShelf')).toEqual({ key: 'servicesOffShelf', count: offShelf, link: '/serviceList' });
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
    expect(item(await attention(), 'importsFailed')).toEqual({ key: 'importsFailed', count: item(before, 'importsFailed').count + 2, link: '/organization' });
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
