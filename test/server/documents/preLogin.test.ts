// The page before login (/LoginInAdvanceShowConfig) and its bottom (/LoginInAdvanceBottomInformation):
// the seed's versions read through the legacy GET details, the legacy submits as the generic save
// (field rules kept), getAccessWayList as GET and POST, checkLinks answering each link ok or why
// not (script and data schemes, loopback, private and link-local literals, credentials refused; a
// public name taken), never requesting a link, and a publish read by the apps.
import type { DocumentState } from '../../../src/shared/documents';
import { PRE_LOGIN_BOTTOM_BASE } from '../../../src/shared/documents/preLoginBottom/definition';
import { ACCESS_WAYS, PRE_LOGIN_PAGE_BASE } from '../../../src/shared/documents/preLoginPage/definition';
import { ACCESS_WAY_LIST, CHECK_LINKS } from '../../../src/server/routes/documents/preLogin';
import { PRE_LOGIN_PAGE_DETAIL } from '../../../src/shared/documents/preLoginPage/definition';
import { PRE_LOGIN_BOTTOM_DETAIL } from '../../../src/shared/documents/preLoginBottom/definition';
import { buildTestApp, call, consoleGet, Session, signIn, TENANT_A, TestApp } from '../helpers';
import { detail, publicRead } from './documentCalls';

// The check resolves names; the test's resolver knows one public name and no other (no network).
jest.mock('node:dns/promises', () => ({
  lookup: jest.fn(async (host: string) => {
    if (host === 'www.example.edu.cn') return [{ address: '202.120.2.101', family: 4 }];
    if (host === 'intranet.example.edu.cn') return [{ address: '10.1.2.3', family: 4 }];
    throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
  }),
}));

type Checked = { data: { text: string; url: string; ok: boolean; reason: string | null }[]; total: number; bad: number };
type Problems = { field: string; reason: string }[];
const PAGE = 'preLoginPage';
const BOTTOM = 'preLoginBottom';

describe('the page before login and its bottom', () => {
  let t: TestApp;
  let s: Session;
  const get = <T>(url: string) => call<T>(t.app, s, { method: 'GET', url: consoleGet(url) });
  const submit = (base: string, body: Record<string, unknown>) => call<DocumentState>(t.app, s, { url: `${base}/submit`, body });
  const check = (links?: { text?: string; url: string }[]) => call<Checked>(t.app, s, { url: CHECK_LINKS, body: links ? { links } : {} });

  beforeAll(async () => {
    t = await buildTestApp();
    s = await signIn(t.app, TENANT_A);
  });
  afterAll(() => t.close());

  it('the legacy details are the generic details: the page has a published version and a draft, the bottom a published one', async () => {
    const page = await get<DocumentState>(PRE_LOGIN_PAGE_DETAIL);
    expect(page.envelope.status).toBe(1000);
    expect(page.result).toEqual((await detail(t.app, s, PAGE)).result);
    expect(page.result).toEqual(expect.objectContaining({ version: 2, publishedVersion: 1, hasDraft: true }));
    expect(page.result.content.accessWays).toEqual(['cas', 'smsCode', 'wechat', 'guest']);
    const bottom = await get<DocumentState>(PRE_LOGIN_BOTTOM_DETAIL);
    expect(bottom.result).toEqual(expect.objectContaining({ version: 1, publishedVersion: 1, hasDraft: false }));
    expect((bottom.result.content.links as unknown[]).length).toBe(4);
  });

  it('getAccessWayList answers the fixed ways with codes and Chinese names, by GET and by POST, the field offering the same', async () => {
    const byGet = await get<{ code: string; name: string }[]>(ACCESS_WAY_LIST);
    expect(byGet.envelope.status).toBe(1000);
    expect(byGet.result).toEqual(ACCESS_WAYS.map(({ code, name }) => ({ code, name })));
    expect(byGet.result.map((w) => w.code)).toEqual(['password', 'smsCode', 'cas', 'wechat', 'dingtalk', 'guest']);
    expect(byGet.result.find((w) => w.code === 'cas')?.name).toBe('统一身份认证（CAS）');
    const byPost = await call(t.app, s, { url: ACCESS_WAY_LIST, body: {} });
    expect(byPost.result).toEqual(byGet.result);
  });

  it('the legacy submit saves and publishes; the apps read the published page', async () => {
    const cur = (await detail(t.app, s, PAGE)).result;
    const saved = await submit(PRE_LOGIN_PAGE_BASE, { baseVersion: cur.version, content: { ...cur.content, welcomeText: '欢迎回来' }, publish: true });
    expect(saved.envelope.status).toBe(1000);
    expect(saved.result).toEqual(expect.objectContaining({ version: cur.version + 1, publishedVersion: cur.version + 1, hasDraft: false }));
    const pub = await publicRead(t.app, TENANT_A, PAGE);
    expect(pub.doc).toEqual(expect.objectContaining({ key: PAGE, version: cur.version + 1 }));
    expect(pub.doc?.content).toEqual(expect.objectContaining({ welcomeText: '欢迎回来', accessWays: ['cas', 'smsCode', 'wechat', 'guest'] }));
  });

  it('the page refuses an unknown way to sign in and an unknown section', async () => {
    const cur = (await detail(t.app, s, PAGE)).result;
    const way = await submit(PRE_LOGIN_PAGE_BASE, { baseVersion: cur.version, content: { ...cur.content, accessWays: ['qq'] } });
    expect(way.envelope.status).toBe(9009);
    expect((way.result as unknown as Problems).map((p) => p.field)).toContain('accessWays');
    const sections = [{ section: 'ads', title: '广告', enabled: true, order: 1 }];
    const section = await submit(PRE_LOGIN_PAGE_BASE, { baseVersion: cur.version, content: { ...cur.content, sections } });
    expect(section.envelope.status).toBe(9009);
    expect((await detail(t.app, s, PAGE)).result.version).toBe(cur.version);
  });

  it('checkLinks answers each link ok or why not, and never takes a script, a private address or credentials', async () => {
    const links = [
      { text: '脚本', url: 'javascript:alert(1)' },
      { text: '数据', url: 'data:text/html,<script>alert(1)</script>' },
      { text: '本机', url: 'http://127.0.0.1/' },
      { text: '内网', url: 'http://10.0.0.1/' },
      { text: '元数据', url: 'http://169.254.169.254/' },
      { text: '带密码', url: 'http://user:pw@host/' },
      { text: '内网域名', url: 'https://intranet.example.edu.cn/' },
      { text: '学校主页', url: 'https://www.example.edu.cn/' },
    ];
    const r = await check(links);
    expect(r.envelope.status).toBe(1000);
    expect(r.result).toEqual(expect.objectContaining({ total: 8, bad: 7 }));
    const byText = Object.fromEntries(r.result.data.map((c) => [c.text, c]));
    expect(byText['脚本'].reason).toBe('脚本只能是 http 或 https 开头的网址');
    expect(byText['数据'].ok).toBe(false);
    for (const name of ['本机', '内网', '元数据', '内网域名']) expect(byText[name].reason).toBe(`${name}不能指向本机、内网或保留地址`);
    expect(byText['带密码'].reason).toBe('带密码不能包含用户名或密码');
    expect(byText['学校主页']).toEqual({ text: '学校主页', url: 'https://www.example.edu.cn/', ok: true, reason: null });
  });

  it('checkLinks without links checks the newest version, and the bottom keeps its url rule on submit', async () => {
    const r = await check();
    expect(r.result.total).toBe(4);
    expect(r.result.data.find((c) => c.url === 'https://www.example.edu.cn/')?.ok).toBe(true);
    expect(r.result.data.find((c) => c.url === 'https://nic.example.edu.cn/')?.reason).toBe('信息化服务的域名无法解析');
    const cur = (await detail(t.app, s, BOTTOM)).result;
    const bad = await submit(PRE_LOGIN_BOTTOM_BASE, {
      baseVersion: cur.version,
      content: { ...cur.content, links: [{ text: '后台', url: 'http://192.168.1.1/admin', order: 1, enabled: true }] },
    });
    expect(bad.envelope.status).toBe(9009);
    const good = await submit(PRE_LOGIN_BOTTOM_BASE, { baseVersion: cur.version, content: { ...cur.content, icpText: '浙ICP备05099999号' }, publish: true });
    expect(good.envelope.status).toBe(1000);
    expect((await publicRead(t.app, TENANT_A, BOTTOM)).doc?.content.icpText).toBe('浙ICP备05099999号');
  });

  it('checkLinks takes at most ten links', async () => {
    const r = await check(Array.from({ length: 11 }, (_, i) => ({ url: `https://www.example.edu.cn/${i}` })));
    expect(r.envelope.status).toBe(9009);
  });
});
