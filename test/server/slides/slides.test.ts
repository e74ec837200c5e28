// The slideshow (/slideshowConfig): the apps' public read returns only a tenant's enabled slides
// of one placement inside their window, in the dragged order, with an ETag and 304; a picture
// that is a renamed executable is refused by the real upload and nothing is stored; a link to
// javascript: or to this machine is refused; the window's end must follow its start; the demo
// slides' pictures are drawn into the store.
import { readdirSync } from 'node:fs';
import { sql } from 'kysely';
import { seedSlides } from '../../../src/server/db/seed/slides';
import { writeMissingDemoPictures } from '../../../src/server/demoPictures/pictures';
import { slidePictures } from '../../../src/server/demoPictures/slides';
import { daysAgo } from '../../../src/shared/resources/demo';
import { DEMO_SLIDES } from '../../../src/shared/resources/slides/demo';
import { fileUrl } from '../../../src/shared/resources/files';
import { PublicSlides, publicSlidesPath } from '../../../src/shared/slides/api';
import { buildTestApp, Session, signIn, TENANT_A, TENANT_B, TestApp } from '../helpers';
import { png, post, Problems, upload } from '../resources/collectionsFixture';

const BASE = '/api/blade-platform/platformSlideshow';

let t: TestApp;
let a: Session;
let b: Session;
beforeAll(async () => {
  t = await buildTestApp();
  a = await signIn(t.app, TENANT_A);
  b = await signIn(t.app, TENANT_B);
});
afterAll(() => t.close());

const day = (days: number, time = '08:00:00') => daysAgo(-days, time, t.clock.now());

async function picture(s: Session): Promise<string> {
  const up = await upload(t.app, s, await png(20, 8), 'slide.png');
  expect(up.envelope.status).toBe(1000);
  return up.result!.id;
}

async function addSlide(s: Session, image: string, extra: Record<string, unknown>) {
  const saved = await post<{ id: number }>(t.app, s, `${BASE}/submit`, {
    image,
    linkUrl: 'https://www.example.edu.cn/news',
    placement: 'homeTop',
    startsAt: day(-1),
    endsAt: day(10),
    enabled: true,
    ...extra,
  });
  expect(saved.envelope).toEqual(expect.objectContaining({ status: 1000 }));
  return saved.result.id;
}

const read = (tenant: string, placement = 'homeTop', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: publicSlidesPath(tenant, placement as 'homeTop'), headers });

describe('the public read', () => {
  let image: string;
  beforeAll(async () => {
    image = await picture(a);
    await addSlide(a, image, { title: '第二张', sort: 20 });
    await addSlide(a, image, { title: '第一张', sort: 10, endsAt: null });
    await addSlide(a, image, { title: '已停用', sort: 5, enabled: false });
    await addSlide(a, image, { title: '明天开始', sort: 1, startsAt: day(1), endsAt: day(30) });
    await addSlide(a, image, { title: '昨天结束', sort: 2, startsAt: day(-5), endsAt: day(-1, '23:59:59') });
    await addSlide(a, image, { title: '服务大厅', sort: 1, placement: 'serviceHall' });
    await addSlide(b, await picture(b), { title: '别校的轮播', sort: 1 });
  });

  it('answers the enabled slides of the placement inside their window, in order, with an ETag and 304', async () => {
    const res = await read(TENANT_A);
    expect(res.statusCode).toBe(200);
    const body = res.json<PublicSlides>();
    expect(body.tenant).toBe(TENANT_A);
    expect(body.slides.map((s) => s.title)).toEqual(['第一张', '第二张']);
    expect(body.slides[0]).toEqual(
      expect.objectContaining({ imageUrl: fileUrl(image), linkUrl: 'https://www.example.edu.cn/news', startsAt: day(-1), endsAt: null }),
    );
    expect(res.headers['cache-control']).toBe('no-cache');
    const etag = String(res.headers.etag);
    const again = await read(TENANT_A, 'homeTop', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await read(TENANT_A, 'serviceHall')).json<PublicSlides>().slides.map((s) => s.title)).toEqual(['服务大厅']);
  });

  it("never shows another tenant's slides", async () => {
    expect((await read(TENANT_B)).json<PublicSlides>().slides.map((s) => s.title)).toEqual(['别校的轮播']);
    expect((await read(TENANT_A)).json<PublicSlides>().slides.map((s) => s.title)).not.toContain('别校的轮播');
  });

  it('refuses an unknown tenant (404) and a missing or unknown placement (400)', async () => {
    expect((await read('999999')).statusCode).toBe(404);
    expect((await read(TENANT_A, 'sidebar')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api/public/slides/${TENANT_A}` })).statusCode).toBe(400);
  });

  it('moves on with the clock: a slide whose window ends leaves the answer', async () => {
    t.clock.advance(11 * 86_400_000);
    try {
      expect((await read(TENANT_A)).json<PublicSlides>().slides.map((s) => s.title)).toEqual(['明天开始', '第一张']);
    } finally {
      t.clock.advance(-11 * 86_400_000);
    }
  });
});

describe('bad input', () => {
  const stored = async () => (await sql<{ n: number }>`select count(*)::int as n from uploaded_files where tenant_id = ${TENANT_A}`.execute(t.db)).rows[0].n;
  const files = () => {
    try {
      return readdirSync(`${t.app.imageUploads.store.dir}/${TENANT_A}`).length;
    } catch {
      return 0;
    }
  };

  it('refuses a renamed executable (ELF, PE) as the picture, storing nothing', async () => {
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(56), Buffer.from('/lib64/ld-linux-x86-64.so.2')]);
    const pe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(58), Buffer.from([0x80, 0, 0, 0]), Buffer.alloc(64), Buffer.from('PE\0\0')]);
    const before = { rows: await stored(), files: files() };
    for (const bytes of [elf, pe]) {
      const r = await upload(t.app, a, bytes, 'banner.png', 'image/png');
      expect(r.envelope).toEqual(expect.objectContaining({ status: 1002, msg: '只能上传 PNG、JPEG、GIF 或 WebP 格式的图片' }));
    }
    expect({ rows: await stored(), files: files() }).toEqual(before);
    const made = await post(t.app, a, `${BASE}/submit`, {
      title: '伪装图片',
      image: 'f_0123456789abcdef0123456789abcdef',
      placement: 'homeTop',
      startsAt: day(0),
    });
    expect(made.result as Problems).toMatchObject([{ field: 'image', reason: '轮播图的图片不存在，请重新上传' }]);
  });

  it('refuses a link to javascript:, to 127.0.0.1 and to 169.254.169.254', async () => {
    const image = await picture(a);
    const cases: [string, string][] = [
      ['javascript:alert(document.cookie)', '跳转链接只能是 http 或 https 开头的网址'],
      ['http://127.0.0.1:8080/admin', '跳转链接不能指向本机、内网或保留地址'],
      ['http://169.254.169.254/latest/meta-data', '跳转链接不能指向本机、内网或保留地址'],
    ];
    for (const [linkUrl, reason] of cases) {
      const r = await post(t.app, a, `${BASE}/submit`, { title: '坏链接', image, linkUrl, placement: 'homeTop', startsAt: day(0) });
      expect(r.envelope.status).toBe(9009);
      expect(r.result as Problems).toMatchObject([{ field: 'linkUrl', reason }]);
    }
  });

  it('refuses a window whose end is not after its start', async () => {
    const image = await picture(a);
    for (const endsAt of [day(0), day(-1)]) {
      const r = await post(t.app, a, `${BASE}/submit`, { title: '时间倒置', image, placement: 'homeTop', startsAt: day(0), endsAt });
      expect(r.result as Problems).toMatchObject([{ field: 'endsAt', reason: '结束时间必须晚于开始时间' }]);
    }
  });
});

describe('the demo slides', () => {
  it('are seeded with pictures of the tenant that the store then holds and serves', async () => {
    await sql`insert into tenants (id, name) values ('300003', '演示学院')`.execute(t.db);
    await t.db.transaction().execute((tx) => seedSlides(tx, '300003', 3, t.clock.now()));
    expect(await writeMissingDemoPictures(t.db, t.app.imageUploads.store, slidePictures)).toBe(3);
    expect(await writeMissingDemoPictures(t.db, t.app.imageUploads.store, slidePictures)).toBe(0);
    const body = (await read('300003')).json<PublicSlides>();
    const showing = DEMO_SLIDES.slice(0, 3).filter((s) => s.placement === 'homeTop' && s.enabled && s.startDays <= 0 && (s.endDays ?? 1) > 0);
    expect(body.slides.map((s) => s.title)).toEqual(showing.map((s) => s.title));
    const view = await t.app.inject({ method: 'GET', url: body.slides[0].imageUrl });
    expect(view.statusCode).toBe(200);
    expect(view.headers['content-type']).toBe('image/jpeg');
  });
});
