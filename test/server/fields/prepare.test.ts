// prepareFields over every kind: the values it stores and the reasons it gives.
import type { FieldDef } from '../../../src/shared/resources';
import { translate } from '../../../src/shared/i18n';
import { prepareFields } from '../../../src/server/fields/prepare';
import { buildTestApp, signIn, TENANT_A, TENANT_B, TestApp } from '../helpers';
import { jpeg, png, upload } from '../resources/collectionsFixture';

const t = (key: string, params?: Record<string, string | number>) => translate('zh-CN', key, params);
const f = (name: string, type: FieldDef['type'], extra: Partial<FieldDef> = {}): FieldDef => ({
  name,
  column: name,
  label: 'appVersion.notes',
  type,
  ...extra,
});

describe('prepareFields', () => {
  let app: TestApp;
  let imageA: string;
  let imageB: string;
  let unitA: number;
  let unitB: number;
  const ctx = (tenantId = TENANT_A) => ({ db: app.db, tenantId, t });
  const prepare = (fields: FieldDef[], values: Record<string, unknown>, tenantId = TENANT_A) => prepareFields(fields, values, ctx(tenantId));
  const reasons = async (fields: FieldDef[], values: Record<string, unknown>) => {
    const r = await prepare(fields, values);
    return r.ok ? [] : r.problems.map((p) => ({ field: p.field, reason: t(p.key, p.params) }));
  };

  beforeAll(async () => {
    app = await buildTestApp();
    imageA = ((await upload(app.app, await signIn(app.app, TENANT_A), await png())).result as { id: string }).id;
    imageB = ((await upload(app.app, await signIn(app.app, TENANT_B), await jpeg(), 'b.jpg', 'image/jpeg')).result as { id: string }).id;
    unitA = (await app.db.selectFrom('org_units').select('id').where('tenant_id', '=', TENANT_A).executeTakeFirstOrThrow()).id;
    unitB = (await app.db.selectFrom('org_units').select('id').where('tenant_id', '=', TENANT_B).executeTakeFirstOrThrow()).id;
  });
  afterAll(() => app.close());

  it('stores rich text kept to the allowlist: no script, no handlers, no javascript: links', async () => {
    const html =
      '<p onclick="x()">你好<script>alert(1)</script><strong>粗</strong></p><img src="x" onerror="alert(1)">' +
      '<a href="javascript:alert(1)">坏</a><a href="https://example.com" target="_blank">好</a><iframe src="https://e.com"></iframe>' +
      '<span style="color:#ff0000;position:fixed">红</span><h5>五</h5>';
    const r = await prepare([f('body', 'richText')], { body: html });
    expect(r.ok).toBe(true);
    const stored = (r as { values: Record<string, string> }).values.body;
    expect(stored).toBe(
      '<p>你好<strong>粗</strong></p><a rel="noopener noreferrer">坏</a><a href="https://example.com" rel="noopener noreferrer">好</a><span style="color:#ff0000">红</span>五',
    );
    expect(stored).not.toMatch(/script|onerror|onclick|javascript|iframe/i);
  });

  it('keeps the lists Quill writes: li[data-list] bullet or ordered only', async () => {
    const html = '<ol><li data-list="bullet" onclick="x()">一</li><li data-list="ordered">二</li><li data-list="evil" class="ql-indent-1">三</li></ol>';
    const r = await prepare([f('body', 'richText')], { body: html });
    expect((r as { values: Record<string, string> }).values.body).toBe('<ol><li data-list="bullet">一</li><li data-list="ordered">二</li><li>三</li></ol>');
  });

  it('keeps our own pictures in rich text, only when the tenant uploaded them', async () => {
    const own = `<p>图</p><img src="/api/blade-platform/file/view/${imageA}" onerror="x">`;
    const r = await prepare([f('body', 'richText')], { body: own });
    expect(r).toEqual({ ok: true, values: { body: `<p>图</p><img src="/api/blade-platform/file/view/${imageA}" />` } });
    expect(await reasons([f('body', 'richText')], { body: `<img src="/api/blade-platform/file/view/${imageB}">` })).toEqual([
      { field: 'body', reason: '更新说明的图片不存在，请重新上传' },
    ]);
  });

  it('limits rich text by its plain text and treats an empty one as blank', async () => {
    expect(await reasons([f('body', 'richText', { maxLength: 5 })], { body: '<p><strong>一二三</strong>四五六</p>' })).toEqual([
      { field: 'body', reason: '更新说明不能超过5个字符' },
    ]);
    expect((await prepare([f('body', 'richText', { maxLength: 5 })], { body: '<p><strong>一二三</strong>四五</p>' })).ok).toBe(true);
    expect(await reasons([f('body', 'richText', { required: true })], { body: '<p><script>x</script></p>' })).toEqual([
      { field: 'body', reason: '更新说明不能为空' },
    ]);
  });

  it('checks dates and times as real ones', async () => {
    expect(await prepare([f('d', 'date'), f('dt', 'datetime')], { d: ' 2024-02-29 ', dt: '2024-02-29 08:30:00' })).toEqual({
      ok: true,
      values: { d: '2024-02-29', dt: '2024-02-29 08:30:00' },
    });
    expect((await reasons([f('d', 'date'), f('dt', 'datetime')], { d: '2023-02-29', dt: '2024-02-29 25:00:00' })).map((p) => p.field)).toEqual(['d', 'dt']);
  });

  it('takes multiSelect values among the options, each once', async () => {
    const field = f('p', 'multiSelect', {
      options: {
        kind: 'static',
        items: [
          { value: 'a', label: 'x' },
          { value: 'b', label: 'y' },
        ],
      },
    });
    expect(await prepare([field], { p: ['b', 'a'] })).toEqual({ ok: true, values: { p: ['b', 'a'] } });
    expect(await reasons([field], { p: ['a', 'c'] })).toEqual([{ field: 'p', reason: '更新说明的取值无效' }]);
    expect(await reasons([field], { p: ['a', 'a'] })).toEqual([{ field: 'p', reason: '更新说明的取值无效' }]);
    expect(await reasons([field], { p: 'a' })).toEqual([{ field: 'p', reason: '更新说明的取值无效' }]);
  });

  it('takes an org unit of the tenant only', async () => {
    expect(await prepare([f('u', 'treeSelect')], { u: unitA })).toEqual({ ok: true, values: { u: unitA } });
    expect(await reasons([f('u', 'treeSelect')], { u: unitB })).toEqual([{ field: 'u', reason: '更新说明所选的组织机构不存在' }]);
  });

  it("takes an image the tenant uploaded, not another tenant's nor a made-up id", async () => {
    expect(await prepare([f('i', 'image')], { i: imageA })).toEqual({ ok: true, values: { i: imageA } });
    expect(await reasons([f('i', 'image')], { i: imageB })).toEqual([{ field: 'i', reason: '更新说明的图片不存在，请重新上传' }]);
    expect(await reasons([f('i', 'image')], { i: '/etc/passwd' })).toEqual([{ field: 'i', reason: '更新说明的图片不存在，请重新上传' }]);
  });

  it('refuses private, loopback and credentialed addresses', async () => {
    for (const url of ['http://127.0.0.1/', 'http://10.0.0.1/a', 'http://[::1]:8080/', 'http://user:pw@example.com/', 'ftp://example.com/']) {
      expect((await prepare([f('u', 'url')], { u: url })).ok).toBe(false);
    }
    expect(await reasons([f('u', 'url')], { u: 'http://[::1]/' })).toEqual([{ field: 'u', reason: '更新说明不能指向本机、内网或保留地址' }]);
    expect(await prepare([f('u', 'url')], { u: ' https://www.zju.edu.cn/ ' })).toEqual({ ok: true, values: { u: 'https://www.zju.edu.cn/' } });
  });

  it('lower-cases colours and refuses other forms', async () => {
    expect(await prepare([f('c', 'color')], { c: '#AABBCC' })).toEqual({ ok: true, values: { c: '#aabbcc' } });
    expect(await reasons([f('c', 'color')], { c: 'rgb(1,2,3)' })).toEqual([{ field: 'c', reason: '更新说明必须是 #rrggbb 格式的颜色' }]);
  });

  it('prepares records one by one, at most maxItems, naming the record in the reason', async () => {
    const links = f('links', 'records', {
      maxItems: 2,
      of: [f('title', 'text', { required: true, maxLength: 10 }), f('href', 'url', { required: true }), f('note', 'text', { readOnly: true })],
    });
    expect(await prepare([links], { links: [{ title: ' 官网 ', href: 'https://www.example.cn/', note: 'x', extra: 1 }] })).toEqual({
      ok: true,
      values: { links: [{ title: '官网', href: 'https://www.example.cn/' }] },
    });
    expect(
      await reasons([links], {
        links: [
          { title: 'a', href: 'https://e.cn/' },
          { title: 'b', href: 'https://e.cn/' },
          { title: 'c', href: 'https://e.cn/' },
        ],
      }),
    ).toEqual([{ field: 'links', reason: '更新说明最多2项' }]);
    expect(
      await reasons([links], {
        links: [
          { title: 'a', href: 'https://e.cn/' },
          { title: 'b', href: 'http://10.1.1.1/' },
        ],
      }),
    ).toEqual([{ field: 'links.1.href', reason: '更新说明 #2 更新说明不能指向本机、内网或保留地址' }]);
  });

  it('drops readOnly fields and checks uniqueness through the caller', async () => {
    const fields = [f('a', 'text', { unique: true }), f('b', 'text', { readOnly: true })];
    const r = await prepareFields(fields, { a: '重复', b: '不写' }, { ...ctx(), clashes: async (_f, v) => v === '重复' });
    expect(r).toEqual({ ok: false, problems: [{ field: 'a', key: 'validation.duplicate', params: { field: '更新说明', value: '重复' } }] });
    expect(await prepareFields(fields, { a: '新的', b: '不写' }, { ...ctx(), clashes: async () => false })).toEqual({ ok: true, values: { a: '新的' } });
  });
});
