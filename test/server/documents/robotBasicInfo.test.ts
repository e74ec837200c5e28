// The robot's basics document (/robotBasicInfo): the seed's published first version, the legacy
// scene calls (questionScene/list and /update: a version and an audit row per switch, published
// at once when no draft is pending, concurrent switches all kept), the scene codes kept by the
// server, and the field and records rules (name length, scene count, scene names).
import type { DocumentState } from '../../../src/shared/documents';
import { AUDIT_LIST_PATH, AuditEntry } from '../../../src/shared/documents/audit';
import { QuestionScene, robotBasicInfo, SCENE_MAX } from '../../../src/shared/documents/robotBasicInfo/definition';
import { QUESTION_SCENE_LIST, QUESTION_SCENE_UPDATE } from '../../../src/server/routes/documents/questionScenes';
import { buildTestApp, call, consoleGet, Session, signIn, TENANT_A, TENANT_B, TestApp } from '../helpers';
import { detail, docCall, history, publicRead, save } from './documentCalls';

type SceneList = { data: QuestionScene[]; total: number; version: number; published: boolean };
type Problems = { field: string; reason: string }[];
const KEY = 'robotBasicInfo';
const DEFAULT_SCENES = robotBasicInfo.defaults.scenes as QuestionScene[];

describe('robot basics and its legacy scene calls', () => {
  let t: TestApp;
  let s: Session;
  let b: Session;
  const list = (who: Session) => call<SceneList>(t.app, who, { method: 'GET', url: consoleGet(QUESTION_SCENE_LIST) });
  const update = (who: Session, body: Record<string, unknown>) => call<DocumentState>(t.app, who, { url: QUESTION_SCENE_UPDATE, body });
  const audit = (who: Session) =>
    call<{ data: AuditEntry[]; total: number }>(t.app, who, { url: AUDIT_LIST_PATH, body: { kind: 'document', key: KEY, size: 100 } });

  beforeAll(async () => {
    t = await buildTestApp();
    s = await signIn(t.app, TENANT_A);
    b = await signIn(t.app, TENANT_B);
  });
  afterAll(() => t.close());

  it('the seed publishes a first version with the default scenes', async () => {
    const d = (await detail(t.app, s, KEY)).result;
    expect(d).toEqual(expect.objectContaining({ version: 1, publishedVersion: 1, hasDraft: false }));
    expect(d.content.robotName).toBe('小智');
    expect(d.content.scenes).toEqual(DEFAULT_SCENES);
    expect(DEFAULT_SCENES.map((x) => x.name)).toEqual(expect.arrayContaining(['校园服务', '办事指南', '迎新', '图书馆', '后勤报修']));
    const l = await list(s);
    expect(l.envelope.status).toBe(1000);
    expect(l.result).toEqual({ data: DEFAULT_SCENES, total: DEFAULT_SCENES.length, version: 1, published: true });
  });

  it('update switches one scene as a new published version with its audit row', async () => {
    const auditBefore = (await audit(s)).result.total;
    const u = await update(s, { code: 'library', enabled: false });
    expect(u.envelope.status).toBe(1000);
    expect(u.envelope.msg).toBe('发布成功');
    expect(u.result).toEqual(expect.objectContaining({ version: 2, publishedVersion: 2, hasDraft: false }));
    const scenes = (await list(s)).result;
    expect(scenes.version).toBe(2);
    expect(scenes.data.find((x) => x.code === 'library')).toEqual({ code: 'library', name: '图书馆', enabled: false });
    expect(scenes.data.filter((x) => x.code !== 'library')).toEqual(DEFAULT_SCENES.filter((x) => x.code !== 'library'));
    // the robot reads it at once
    const pub = await publicRead(t.app, TENANT_A, KEY);
    expect((pub.doc?.content.scenes as QuestionScene[]).find((x) => x.code === 'library')?.enabled).toBe(false);
    const h = (await history(t.app, s, KEY)).result;
    expect(h.total).toBe(2);
    const rows = (await audit(s)).result;
    expect(rows.total).toBe(auditBefore + 2);
    expect(rows.data.slice(0, 2).map((e) => e.action)).toEqual(['publish', 'save']);
    expect(rows.data[1].changes).toEqual([{ path: 'scenes[3].enabled', before: true, after: false }]);
    // the same value again keeps no version
    const same = await update(s, { code: 'library', enabled: false });
    expect(same.envelope.msg).toBe('内容没有变化');
    expect(same.result.version).toBe(2);
  });

  it('with a draft pending, a switch joins the draft and the list keeps showing the published scenes', async () => {
    const cur = (await detail(t.app, s, KEY)).result;
    const draft = await save(t.app, s, KEY, cur.version, { greeting: '草稿中的欢迎语' });
    expect(draft.result.hasDraft).toBe(true);
    const u = await update(s, { code: 'freshman', enabled: false });
    expect(u.envelope.msg).toBe('保存成功');
    expect(u.result).toEqual(expect.objectContaining({ version: cur.version + 2, publishedVersion: cur.version, hasDraft: true }));
    expect((u.result.content.scenes as QuestionScene[]).find((x) => x.code === 'freshman')?.enabled).toBe(false);
    expect(u.result.content.greeting).toBe('草稿中的欢迎语');
    const l = (await list(s)).result;
    expect(l).toEqual(expect.objectContaining({ version: cur.version, published: true }));
    expect(l.data.find((x) => x.code === 'freshman')?.enabled).toBe(true);
    await docCall(t.app, s, KEY, 'publish', { baseVersion: u.result.version });
    expect((await list(s)).result.data.find((x) => x.code === 'freshman')?.enabled).toBe(false);
  });

  it('concurrent switches of different scenes are all kept, one version each', async () => {
    const before = (await detail(t.app, s, KEY)).result.version;
    const answers = await Promise.all([
      update(s, { code: 'academic', enabled: true }),
      update(s, { code: 'career', enabled: true }),
      update(s, { code: 'repair', enabled: false }),
    ]);
    expect(answers.map((a) => a.envelope.status)).toEqual([1000, 1000, 1000]);
    const after = (await detail(t.app, s, KEY)).result;
    expect(after.version).toBe(before + 3);
    const on = Object.fromEntries((after.content.scenes as QuestionScene[]).map((x) => [x.code, x.enabled]));
    expect(on).toEqual(expect.objectContaining({ academic: true, career: true, repair: false }));
  });

  it('refuses an unknown scene and a malformed body; each tenant switches its own scenes', async () => {
    const unknown = await update(s, { code: 'nope', enabled: true });
    expect(unknown.envelope.status).toBe(1002);
    expect(unknown.envelope.msg).toBe('场景 nope 不存在');
    const bad = await update(s, { code: 'library', enabled: 'yes' });
    expect(bad.envelope.status).not.toBe(1000);
    const missing = await update(s, { enabled: true });
    expect(missing.envelope.status).not.toBe(1000);
    // tenant B still has its seeded scenes
    expect((await list(b)).result).toEqual(expect.objectContaining({ data: DEFAULT_SCENES, version: 1 }));
    const other = await update(s, { code: 'campus_card', enabled: false, tenantId: TENANT_B });
    expect(other.envelope.status).not.toBe(1000);
    expect((await list(b)).result.data.find((x) => x.code === 'campus_card')?.enabled).toBe(true);
  });

  it('the generic save checks the name, the greeting and the scenes, and keeps the scene codes', async () => {
    const cur = (await detail(t.app, s, KEY)).result;
    const scenes = cur.content.scenes as QuestionScene[];
    const long = await save(t.app, s, KEY, cur.version, { robotName: '一'.repeat(21) });
    expect(long.envelope.status).toBe(9009);
    expect(long.result as unknown as Problems).toMatchObject([{ field: 'robotName', reason: '机器人名称不能超过20个字符' }]);
    const blank = await save(t.app, s, KEY, cur.version, { robotName: '   ' });
    expect((blank.result as unknown as Problems)[0].field).toBe('robotName');
    const greeting = await save(t.app, s, KEY, cur.version, { greeting: '好'.repeat(201) });
    expect((greeting.result as unknown as Problems)[0].field).toBe('greeting');

    const tooMany = Array.from({ length: SCENE_MAX + 1 }, (_x, i) => ({ ...scenes[i % scenes.length], name: `场景${i}` }));
    const many = await save(t.app, s, KEY, cur.version, { scenes: tooMany });
    expect(many.envelope.status).toBe(9009);
    expect((many.result as unknown as Problems)[0]).toMatchObject({ field: 'scenes', reason: expect.stringContaining(String(SCENE_MAX)) });
    const noName = await save(t.app, s, KEY, cur.version, { scenes: scenes.map((x, i) => (i === 2 ? { ...x, name: ' ' } : x)) });
    expect((noName.result as unknown as Problems)[0].field).toBe('scenes.2.name');
    const added = await save(t.app, s, KEY, cur.version, { scenes: [...scenes, { code: 'made_up', name: '新场景', enabled: true }] });
    expect(added.envelope.status).toBe(9009);
    expect((added.result as unknown as Problems)[0].field).toBe(`scenes.${scenes.length}.code`);
    const twice = await save(t.app, s, KEY, cur.version, { scenes: [...scenes, scenes[0]] });
    expect((twice.result as unknown as Problems)[0].field).toBe(`scenes.${scenes.length}.code`);
    expect((await detail(t.app, s, KEY)).result.version).toBe(cur.version);

    // renamed and reordered: each code stays with its scene, whatever codes were sent beside the names
    const reordered = [...scenes].reverse().map((x) => (x.code === 'repair' ? { ...x, name: '报修服务' } : x));
    const ok = await save(t.app, s, KEY, cur.version, { robotName: '  校园小助手 ', scenes: reordered });
    expect(ok.envelope.status).toBe(1000);
    expect(ok.result.content.robotName).toBe('校园小助手');
    expect(ok.result.content.scenes).toEqual(reordered);
    const noCode = await save(t.app, s, KEY, ok.result.version, { scenes: reordered.map(({ name, enabled }) => ({ name, enabled })) });
    expect((noCode.result as unknown as Problems)[0].field).toBe('scenes.0.code');
  });
});
