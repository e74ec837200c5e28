// "Discard draft" (POST /api/config/:key/discardDraft): a saved draft over a published version
// returns to the published content as a new version marked published, so no draft is left and
// the apps see nothing change; the history keeps the draft; the audit records it as a restore of
// the published version; a stale base is refused with the conflict; no draft is a no-op.
import { buildTestApp, call, Session, signIn, TENANT_A, TestApp } from '../helpers';
import { detail, docCall, history, publicRead } from './documentCalls';

describe('discard draft', () => {
  let t: TestApp;
  let s: Session;
  beforeAll(async () => {
    t = await buildTestApp();
    s = await signIn(t.app, TENANT_A);
  });
  afterAll(() => t.close());

  it('returns the seeded draft to the published version, keeping the draft in the history', async () => {
    const before = (await detail(t.app, s, 'loginPrompt')).result;
    expect(before).toMatchObject({ version: 2, publishedVersion: 1, hasDraft: true });
    const stale = await docCall(t.app, s, 'loginPrompt', 'discardDraft', { baseVersion: 1 });
    expect(stale.envelope.status).toBe(1002);

    const published = (await publicRead(t.app, TENANT_A, 'loginPrompt')).doc;
    expect(published?.version).toBe(1);
    const r = await docCall(t.app, s, 'loginPrompt', 'discardDraft', { baseVersion: 2 });
    expect(r.envelope.status).toBe(1000);
    expect(r.result).toMatchObject({ version: 3, publishedVersion: 3, hasDraft: false });
    const h = await history(t.app, s, 'loginPrompt');
    expect(h.result.data.map((v) => [v.version, v.state, v.restoredFrom])).toEqual([
      [3, 'published', 1],
      [2, 'draft', null],
      [1, 'published', null],
    ]);
    const diff = await docCall<{ changes: unknown[] }>(t.app, s, 'loginPrompt', 'diff', { from: 1, to: 3 });
    expect(diff.result.changes).toEqual([]);
    // the apps read the same content (now as version 3)
    expect((await publicRead(t.app, TENANT_A, 'loginPrompt')).doc).toMatchObject({ version: 3, content: published?.content });

    const audit = await call<{ data: { action: string; target: { key: string } }[] }>(t.app, s, { url: '/api/audit/list', body: { key: 'loginPrompt' } });
    expect(audit.result.data[0]).toMatchObject({ action: 'restore', target: { key: 'loginPrompt' } });

    const again = await docCall(t.app, s, 'loginPrompt', 'discardDraft', { baseVersion: 3 });
    expect(again.envelope.status).toBe(1000);
    expect(again.result).toMatchObject({ version: 3, publishedVersion: 3, hasDraft: false });
  });
});
