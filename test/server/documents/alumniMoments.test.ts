// The alumni moments document (/AlumniOpen): the seed's published version and draft, the legacy
// calls (getAlumniMomentsConfig as the detail, AlumniMomentTile/list the published tiles,
// AlumniMomentTitle/add, /update, /remove: a version and an audit row per change, joining a
// pending draft or published at once, concurrent adds all kept, unknown or taken names
// refused), the legacy save path, the field rules on titles and each tenant's own titles.
import type { DocumentState } from '../../../src/shared/documents';
import { AUDIT_LIST_PATH, AuditEntry } from '../../../src/shared/documents/audit';
import { ALUMNI_MOMENTS_CONFIG, ALUMNI_MOMENTS_SAVE, MomentTile, MomentTitle } from '../../../src/shared/documents/alumniMoments/definition';
import {
  ALUMNI_MOMENT_TILE_LIST,
  ALUMNI_MOMENT_TITLE_ADD,
  ALUMNI_MOMENT_TITLE_REMOVE,
  ALUMNI_MOMENT_TITLE_UPDATE,
} from '../../../src/server/routes/documents/alumniMoments';
import { buildTestApp, call, consoleGet, Session, signIn, TENANT_A, TENANT_B, TestApp } from '../helpers';
import { detail, docCall, publicRead } from './documentCalls';

type TileList = { data: MomentTile[]; total: number; version: number; published: boolean };
type Problems = { field: string; reason: string }[];
const KEY = 'alumniMoments';

describe('alumni moments and its legacy title and tile calls', () => {
  let t: TestApp;
  let s: Session;
  let b: Session;
  const config = (who: Session) => call<DocumentState>(t.app, who, { method: 'GET', url: consoleGet(ALUMNI_MOMENTS_CONFIG) });
  const tiles = (who: Session) => call<TileList>(t.app, who, { method: 'GET', url: consoleGet(ALUMNI_MOMENT_TILE_LIST) });
  const titleCall = (url: string) => (who: Session, body: Record<string, unknown>) => call<DocumentState>(t.app, who, { url, body });
  const add = titleCall(ALUMNI_MOMENT_TITLE_ADD);
  const update = titleCall(ALUMNI_MOMENT_TITLE_UPDATE);
  const remove = titleCall(ALUMNI_MOMENT_TITLE_REMOVE);
  const titlesOf = (d: DocumentState) => d.content.titles as MomentTitle[];
  const audit = (who: Session) =>
    call<{ data: AuditEntry[]; total: number }>(t.app, who, { url: AUDIT_LIST_PATH, body: { kind: 'document', key: KEY, size: 100 } });

  beforeAll(async () => {
    t = await buildTestApp();
    s = await signIn(t.app, TENANT_A);
    b = await signIn(t.app, TENANT_B);
  });
  afterAll(() => t.close());

  it('the seed publishes a first version and keeps a draft; the legacy read is the detail, the tiles are the published ones', async () => {
    const d = (await detail(t.app, s, KEY)).result;
    expect(d).toEqual(expect.objectContaining({ version: 2, publishedVersion: 1, hasDraft: true }));
    expect(d.content.posterGroups).toEqual(['verifiedAlumni', 'unverifiedAlumni', 'TEACHER']);
    expect(titlesOf(d).map((x) => x.name)).toContain('校庆专题');
    const legacy = await config(s);
    expect(legacy.envelope.status).toBe(1000);
    expect(legacy.result).toEqual(d);
    const l = await tiles(s);
    expect(l.envelope.status).toBe(1000);
    expect(l.result).toEqual(expect.objectContaining({ total: 3, version: 1, published: true }));
    expect(l.result.data.map((x) => x.name)).toEqual(['校友会', '校友活动', '捐赠母校']);
    const pub = await publicRead(t.app, TENANT_A, KEY);
    expect(pub.doc?.content).toEqual(expect.objectContaining({ open: true, posterGroups: ['verifiedAlumni', 'TEACHER'] }));
  });

  it('with a draft pending, an added title joins the draft, ordered after the others', async () => {
    const cur = (await detail(t.app, s, KEY)).result;
    const a = await add(s, { name: '  毕业季 ' });
    expect(a.envelope.status).toBe(1000);
    expect(a.envelope.msg).toBe('保存成功');
    expect(a.result).toEqual(expect.objectContaining({ version: cur.version + 1, publishedVersion: cur.publishedVersion, hasDraft: true }));
    expect(titlesOf(a.result).at(-1)).toEqual({ name: '毕业季', enabled: true, order: 7 });
    expect(a.result.content.posterGroups).toEqual(cur.content.posterGroups);
    const pub = await publicRead(t.app, TENANT_A, KEY);
    expect((pub.doc?.content.titles as MomentTitle[]).map((x) => x.name)).not.toContain('毕业季');
    await docCall(t.app, s, KEY, 'publish', { baseVersion: a.result.version });
  });

  it('with nothing pending, each change is a new published version with its audit rows, read by the app at once', async () => {
    const cur = (await detail(t.app, s, KEY)).result;
    const auditBefore = (await audit(s)).result.total;
    const a = await add(s, { name: '创业故事', enabled: false, order: 20 });
    expect(a.envelope.msg).toBe('发布成功');
    expect(a.result).toEqual(expect.objectContaining({ version: cur.version + 1, publishedVersion: cur.version + 1, hasDraft: false }));
    const u = await update(s, { name: '创业故事', newName: '校友创业', enabled: true });
    expect(u.envelope.status).toBe(1000);
    expect(titlesOf(u.result).find((x) => x.name === '校友创业')).toEqual({ name: '校友创业', enabled: true, order: 20 });
    const r = await remove(s, { name: '招聘内推' });
    expect(r.envelope.status).toBe(1000);
    expect(r.result).toEqual(expect.objectContaining({ version: cur.version + 3, publishedVersion: cur.version + 3 }));
    const names = (pub: Awaited<ReturnType<typeof publicRead>>) => (pub.doc?.content.titles as MomentTitle[]).map((x) => x.name);
    const pub = await publicRead(t.app, TENANT_A, KEY);
    expect(names(pub)).toContain('校友创业');
    expect(names(pub)).not.toContain('招聘内推');
    const rows = (await audit(s)).result;
    expect(rows.total).toBe(auditBefore + 6);
    expect(rows.data.slice(0, 2).map((e) => e.action)).toEqual(['publish', 'save']);
    // the same values again keep no version
    const same = await update(s, { name: '校友创业', enabled: true });
    expect(same.envelope.msg).toBe('内容没有变化');
    expect(same.result.version).toBe(cur.version + 3);
  });

  it('concurrent adds of different titles are all kept, one version each', async () => {
    const before = (await detail(t.app, s, KEY)).result.version;
    const answers = await Promise.all(['海外校友', '读书会', '公益行动'].map((name) => add(s, { name })));
    expect(answers.map((a) => a.envelope.status)).toEqual([1000, 1000, 1000]);
    const after = (await detail(t.app, s, KEY)).result;
    expect(after.version).toBe(before + 3);
    expect(titlesOf(after).map((x) => x.name)).toEqual(expect.arrayContaining(['海外校友', '读书会', '公益行动']));
  });

  it('refuses unknown and taken names, checks the title rules and malformed bodies, keeps no version for them', async () => {
    const before = (await detail(t.app, s, KEY)).result.version;
    const unknown = await update(s, { name: '不存在的话题', enabled: false });
    expect(unknown.envelope.status).toBe(1002);
    expect(unknown.envelope.msg).toBe('话题 不存在的话题 不存在');
    expect((await remove(s, { name: '不存在的话题' })).envelope.status).toBe(1002);
    const taken = await add(s, { name: '返校聚会' });
    expect(taken.envelope.status).toBe(1002);
    expect(taken.envelope.msg).toBe('话题 返校聚会 已存在');
    expect((await update(s, { name: '读书会', newName: ' 返校聚会' })).envelope.msg).toBe('话题 返校聚会 已存在');
    const long = await add(s, { name: '一'.repeat(11) });
    expect(long.envelope.status).toBe(9009);
    expect((long.result as unknown as Problems)[0].field).toMatch(/^titles\.\d+\.name$/);
    const far = await update(s, { name: '读书会', order: 1000 });
    expect(far.envelope.status).toBe(9009);
    expect((await add(s, { name: '' })).envelope.status).not.toBe(1000);
    expect((await add(s, { name: '新话题', enabled: 'yes' })).envelope.status).not.toBe(1000);
    expect((await remove(s, {})).envelope.status).not.toBe(1000);
    expect((await detail(t.app, s, KEY)).result.version).toBe(before);
  });

  it('the legacy save path is the generic save', async () => {
    const cur = (await detail(t.app, s, KEY)).result;
    const saved = await call<DocumentState>(t.app, s, {
      url: ALUMNI_MOMENTS_SAVE,
      body: { baseVersion: cur.version, content: { maxImagesPerPost: 6 }, publish: true },
    });
    expect(saved.envelope.status).toBe(1000);
    expect(saved.result).toEqual(expect.objectContaining({ version: cur.version + 1, publishedVersion: cur.version + 1 }));
    expect((await publicRead(t.app, TENANT_A, KEY)).doc?.content.maxImagesPerPost).toBe(6);
    const bad = await call(t.app, s, { url: ALUMNI_MOMENTS_SAVE, body: { baseVersion: cur.version + 1, content: { maxImagesPerPost: 10 } } });
    expect(bad.envelope.status).toBe(9009);
  });

  it('each tenant changes its own titles', async () => {
    const other = (await detail(t.app, b, KEY)).result;
    expect(other.version).toBe(2);
    const cross = await add(s, { name: '跨租户', tenantId: TENANT_B });
    expect(cross.envelope.status).not.toBe(1000);
    expect((await detail(t.app, b, KEY)).result).toEqual(other);
    expect((await tiles(b)).result).toEqual(expect.objectContaining({ total: 3, version: 1 }));
  });
});
