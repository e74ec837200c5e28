// The app settings documents: the failure pages (/APPAbnormalCondition, with its legacy
// platformappsexceptionconfig calls), the communication settings (/AppUccn, channel codes kept
// by the server) and the "My" tab (/MyZOEConfig): seeded versions, rules, and what apps read.
import type { DocumentState } from '../../../src/shared/documents';
import { appException } from '../../../src/shared/documents/appException/definition';
import { buildTestApp, call, Session, signIn, TENANT_A, TestApp } from '../helpers';
import { detail, publicRead, save } from './documentCalls';

type Problems = { field: string; reason: string }[];

describe('app settings documents', () => {
  let t: TestApp;
  let s: Session;
  beforeAll(async () => {
    t = await buildTestApp();
    s = await signIn(t.app, TENANT_A);
  });
  afterAll(() => t.close());

  it('failure pages: seeded published then a draft; the legacy calls read and save the same document; apps read the published one', async () => {
    const d = (await detail(t.app, s, 'appException')).result;
    expect(d).toEqual(expect.objectContaining({ version: 2, publishedVersion: 1, hasDraft: true }));
    expect(d.content.showErrorCode).toBe(true);
    const legacy = await call<DocumentState>(t.app, s, { url: appException.documented!.detail!, body: {} });
    expect(legacy.result).toEqual(d);
    const pub = await publicRead(t.app, TENANT_A, 'appException');
    expect(pub.doc).toEqual(expect.objectContaining({ version: 1 }));
    expect(pub.doc?.content).toEqual(expect.objectContaining({ supportPhone: '0571-88981234', showErrorCode: false, notFoundTitle: '页面不存在' }));

    const refused = await call<Problems>(t.app, s, {
      url: appException.documented!.save!,
      body: { baseVersion: 2, content: { ...d.content, networkTitle: '', forbiddenButtonAction: 'reboot', supportPhone: 'call me' }, publish: false },
    });
    expect(refused.envelope.status).toBe(9009);
    expect(refused.result.map((p) => p.field).sort()).toEqual(['forbiddenButtonAction', 'networkTitle', 'supportPhone']);
    const saved = await call<DocumentState>(t.app, s, {
      url: appException.documented!.save!,
      body: { baseVersion: 2, content: { ...d.content, serverErrorButtonText: '稍后再试' }, publish: true },
    });
    expect(saved.result).toEqual(expect.objectContaining({ version: 3, publishedVersion: 3, hasDraft: false }));
    expect((await publicRead(t.app, TENANT_A, 'appException')).doc?.content.serverErrorButtonText).toBe('稍后再试');
  });

  it('communication settings: channels are the platform set, times and retention checked', async () => {
    const d = (await detail(t.app, s, 'appMessaging')).result;
    expect(d).toEqual(expect.objectContaining({ version: 1, publishedVersion: 1 }));
    const channels = d.content.channels as { code: string; name: string; enabled: boolean }[];
    const bad = await save(t.app, s, 'appMessaging', 1, { ...d.content, quietStart: '25:00', retentionDays: 3 });
    expect(bad.envelope.status).toBe(9009);
    expect((bad.result as unknown as Problems).map((p) => p.field).sort()).toEqual(['quietStart', 'retentionDays']);
    const added = await save(t.app, s, 'appMessaging', 1, { ...d.content, channels: [...channels, { code: 'sms', name: '短信', enabled: true }] });
    expect(added.envelope.status).toBe(9009);
    const ok = await save(t.app, s, 'appMessaging', 1, { ...d.content, channels: channels.map((c) => ({ ...c, enabled: false })) }, true);
    expect(ok.result).toEqual(expect.objectContaining({ version: 2, publishedVersion: 2 }));
    const read = (await publicRead(t.app, TENANT_A, 'appMessaging')).doc?.content.channels as { code: string; enabled: boolean }[];
    expect(read.map((c) => c.code)).toEqual(channels.map((c) => c.code));
    expect(read.every((c) => !c.enabled)).toBe(true);
  });

  it('"My" tab: entries checked (key, link, order, icon); apps read the published entries', async () => {
    const d = (await detail(t.app, s, 'appMyTab')).result;
    expect(d).toEqual(expect.objectContaining({ version: 2, publishedVersion: 1, hasDraft: true }));
    const good = { key: 'myCard', title: '入口', icon: 'card', url: 'https://card.example.edu.cn/', enabled: true, order: 1 };
    for (const [field, value] of [
      ['key', 'Bad key'],
      ['url', 'javascript:alert(1)'],
      ['order', 0],
      ['icon', 'rocket'],
    ] as const) {
      const bad = await save(t.app, s, 'appMyTab', 2, { ...d.content, entries: [{ ...good, [field]: value }] });
      expect(bad.envelope.status).toBe(9009);
      expect((bad.result as unknown as Problems).map((p) => p.field)).toEqual([`entries.0.${field}`]);
    }
    const pub = (await publicRead(t.app, TENANT_A, 'appMyTab')).doc;
    expect((pub?.content.entries as { key: string }[]).map((e) => e.key)).toEqual(['campusCard', 'bills', 'timetable', 'libraryLoans', 'certificates']);
  });
});
