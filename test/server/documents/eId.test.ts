// The electronic ID documents: each identity's card seeded on its own (the teacher's published,
// the new students' with a later draft), read by apps with ?identity=, and the e-ID as a whole
// and the personal fields seeded as tenant documents.
import { buildTestApp, Session, signIn, TENANT_A, TestApp } from '../helpers';
import { docCall, publicRead } from './documentCalls';

describe('e-ID documents', () => {
  let t: TestApp;
  let s: Session;
  beforeAll(async () => {
    t = await buildTestApp();
    s = await signIn(t.app, TENANT_A);
  });
  afterAll(() => t.close());

  it('seeds a card per identity, each read on its own identity', async () => {
    const teacher = (await docCall(t.app, s, 'eIdCard', 'detail', { identity: 'TEACHER' })).result;
    expect(teacher).toEqual(expect.objectContaining({ identity: 'TEACHER', version: 1, publishedVersion: 1, hasDraft: false }));
    expect(teacher.content).toEqual(expect.objectContaining({ cardTitle: '电子工作证', enabled: true }));
    const fresh = (await docCall(t.app, s, 'eIdCard', 'detail', { identity: 'NEW_STUDENT' })).result;
    expect(fresh).toEqual(expect.objectContaining({ version: 2, publishedVersion: 1, hasDraft: true }));

    expect((await publicRead(t.app, TENANT_A, 'eIdCard', {}, '?identity=TEACHER')).doc?.content.cardTitle).toBe('电子工作证');
    expect((await publicRead(t.app, TENANT_A, 'eIdCard', {}, '?identity=NEW_STUDENT')).doc?.content.enabled).toBe(false);
    expect((await publicRead(t.app, TENANT_A, 'eIdCard')).http).toBe(400);
  });

  it('refuses a refresh interval outside 10–300 seconds', async () => {
    const d = (await docCall(t.app, s, 'eIdCard', 'detail', { identity: 'STUDENT' })).result;
    const refused = await docCall<{ field: string }[]>(t.app, s, 'eIdCard', 'save', {
      identity: 'STUDENT',
      baseVersion: d.version,
      content: { ...d.content, refreshSeconds: 5 },
      publish: false,
    });
    expect(refused.envelope.status).toBe(9009);
    expect(refused.result.map((p) => p.field)).toEqual(['refreshSeconds']);
  });

  it('seeds the e-ID as a whole and the personal fields as tenant documents', async () => {
    expect((await publicRead(t.app, TENANT_A, 'eIdGeneral')).doc?.content).toEqual(expect.objectContaining({ enabled: true, codeType: 'qr' }));
    const fields = (await publicRead(t.app, TENANT_A, 'personalFields')).doc?.content.fields as { field: string; editable: boolean }[];
    expect(fields.find((f) => f.field === 'phone')?.editable).toBe(true);
  });
});
