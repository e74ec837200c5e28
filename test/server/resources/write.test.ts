// The generic save, update and remove calls, on the shieldWords resource, and their validation.
import { buildTestApp, Session, signIn, TENANT_A, TENANT_B, TestApp } from '../helpers';
import { list, mechanismIds, remove, save, update } from './shieldWordsFixture';

type Problems = { field: string; reason: string }[];

describe('resource save, update and remove', () => {
  let t: TestApp;
  let s: Session;
  let mechanism: number;
  let otherTenantMechanism: number;
  beforeAll(async () => {
    t = await buildTestApp();
    s = await signIn(t.app, TENANT_A);
    [mechanism] = await mechanismIds(t.app, s);
    [otherTenantMechanism] = await mechanismIds(t.app, await signIn(t.app, TENANT_B));
  });
  afterAll(() => t.close());

  const find = async (id: number) => (await list(t.app, s, { pageSize: 99999 })).result.data.find((r) => r.id === id);

  describe('save', () => {
    it('stores a valid record (trimmed, defaults applied) and answers its id', async () => {
      const a = await save(t.app, s, { word: '  刷好评  ', actionType: 2, mechanismId: mechanism });
      expect(a.http).toBe(200);
      expect(a.envelope.status).toBe(1000);
      expect(a.envelope.msg).toBe('保存成功');
      const { id } = a.result as { id: number };
      expect(await find(id)).toEqual(expect.objectContaining({ word: '刷好评', actionType: 2, mechanismId: mechanism, enabled: true, remark: null }));
    });

    it('refuses missing required fields with 9009 (HTTP 200) naming each field', async () => {
      const a = await save(t.app, s, { remark: '只有备注' });
      expect(a.http).toBe(200);
      expect(a.envelope.status).toBe(9009);
      expect(a.result as Problems).toMatchObject([
        { field: 'word', reason: '敏感词不能为空' },
        { field: 'actionType', reason: '适用动作不能为空' },
        { field: 'mechanismId', reason: '处理机制不能为空' },
      ]);
      expect(a.envelope.msg).toBe('提交的内容有误，请检查');
    });

    it('refuses a word over 50 characters', async () => {
      const a = await save(t.app, s, { word: '字'.repeat(51), actionType: 1, mechanismId: mechanism });
      expect(a.result as Problems).toMatchObject([{ field: 'word', reason: '敏感词不能超过50个字符' }]);
      expect(a.envelope.msg).toBe('敏感词不能超过50个字符');
    });

    it('refuses a duplicate word within the tenant, ignoring case and spaces', async () => {
      expect((await save(t.app, s, { word: 'Spam', actionType: 1, mechanismId: mechanism })).envelope.status).toBe(1000);
      const a = await save(t.app, s, { word: ' spam ', actionType: 1, mechanismId: mechanism });
      expect(a.envelope.status).toBe(9009);
      expect(a.result as Problems).toMatchObject([{ field: 'word', reason: '敏感词“spam”已存在' }]);
    });

    it("refuses options that do not exist: an unknown action type, another tenant's mechanism", async () => {
      const a = await save(t.app, s, { word: '选项一', actionType: 9, mechanismId: otherTenantMechanism });
      expect(a.envelope.status).toBe(9009);
      expect(a.result as Problems).toMatchObject([
        { field: 'actionType', reason: '适用动作的取值无效' },
        { field: 'mechanismId', reason: '处理机制的取值无效' },
      ]);
      const wrongType = await save(t.app, s, { word: '选项二', actionType: '1', mechanismId: mechanism, enabled: 'yes' });
      expect((wrongType.result as Problems).map((p) => p.field).sort()).toEqual(['actionType', 'enabled']);
    });

    it('gives the reasons in English with Accept-Language: en', async () => {
      const a = await save(t.app, s, { actionType: 1, mechanismId: mechanism }, { 'accept-language': 'en' });
      expect(a.result as Problems).toMatchObject([{ field: 'word', reason: 'Word is required' }]);
    });
  });

  describe('update', () => {
    let id: number;
    beforeAll(async () => {
      id = ((await save(t.app, s, { word: '待修改', actionType: 1, mechanismId: mechanism, remark: '原备注' })).result as { id: number }).id;
    });

    it('changes the fields given and keeps the others', async () => {
      const before = await find(id);
      t.clock.advance(1000);
      const a = await update(t.app, s, { id, remark: '新备注', enabled: false });
      expect(a.envelope.status).toBe(1000);
      const after = await find(id);
      expect(after).toEqual(expect.objectContaining({ word: '待修改', actionType: 1, remark: '新备注', enabled: false }));
      expect(after!.createdAt).toBe(before!.createdAt);
      expect(new Date(after!.updatedAt!).getTime()).toBeGreaterThanOrEqual(new Date(before!.updatedAt!).getTime());
    });

    it("may keep its own word (not a duplicate of itself) but not take another's", async () => {
      expect((await update(t.app, s, { id, word: '待修改' })).envelope.status).toBe(1000);
      const a = await update(t.app, s, { id, word: 'SPAM' });
      expect(a.envelope.status).toBe(9009);
      expect((a.result as Problems)[0].field).toBe('word');
    });

    it('validates like save', async () => {
      const a = await update(t.app, s, { id, word: '', actionType: 7 });
      expect(a.result as Problems).toMatchObject([
        { field: 'word', reason: '敏感词不能为空' },
        { field: 'actionType', reason: '适用动作的取值无效' },
      ]);
    });

    it('answers 1002 for a missing id, and 9009 (HTTP 400) without one', async () => {
      const missing = await update(t.app, s, { id: 987654, remark: 'x' });
      expect(missing.envelope.status).toBe(1002);
      expect(missing.envelope.msg).toBe('数据不存在或已被删除');
      const noId = await update(t.app, s, { remark: 'x' });
      expect(noId.http).toBe(400);
      expect(noId.envelope.status).toBe(9009);
    });
  });

  describe('remove', () => {
    it('removes the given ids and answers how many', async () => {
      const ids = [];
      for (const word of ['删一', '删二']) ids.push(((await save(t.app, s, { word, actionType: 1, mechanismId: mechanism })).result as { id: number }).id);
      const a = await remove(t.app, s, ids);
      expect(a.envelope.status).toBe(1000);
      expect(a.result).toEqual({ removed: 2 });
      expect(await find(ids[0])).toBeUndefined();
      const again = await remove(t.app, s, ids);
      expect(again.envelope.status).toBe(1002);
    });

    it('refuses an empty list and more than maxRemove ids with 9009', async () => {
      expect((await remove(t.app, s, [])).envelope.status).toBe(9009);
      const many = await remove(
        t.app,
        s,
        Array.from({ length: 501 }, (_, i) => i + 1),
      );
      expect(many.http).toBe(400);
      expect(many.result).toMatchObject([{ field: 'ids', reason: 'ids最多500项' }]);
    });
  });
});
