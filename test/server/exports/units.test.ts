// The export's pieces on their own: the download link's signature and expiry, the 'label:key'
// field list, and stored values turned into cells (dictionary labels, local times, numbers as
// text, blanks as no cell).
import { readExportColumns, exportHeaders } from '../../../src/server/exports/fields';
import { zonedDateTime, rowWriter } from '../../../src/server/exports/cells';
import { signLink, verifyLink } from '../../../src/server/exports/link';
import { readFileName } from '../../../src/server/exports/start';
import { downloadName } from '../../../src/server/exports/status';
import { columnWidth } from '../../../src/server/exports/widths';
import { translate } from '../../../src/shared/i18n';

const t = (key: string, params?: Record<string, string | number>) => translate('zh-CN', key, params);

describe('download link', () => {
  const secret = 'secret-of-the-server';
  const now = Date.UTC(2026, 10, 21, 8, 0, 0);

  it('names the job and tenant until it expires', () => {
    const token = signLink(secret, 'exp_abc', '000000', now, 600);
    expect(verifyLink(secret, token, now)).toEqual({ ok: true, claims: { k: 'exp_abc', t: '000000', e: now / 1000 + 600 } });
    expect(verifyLink(secret, token, now + 599_000).ok).toBe(true);
    expect(verifyLink(secret, token, now + 600_000)).toMatchObject({ ok: false, reason: 'expired' });
  });

  it('is refused when altered or signed with another secret', () => {
    const token = signLink(secret, 'exp_abc', '000000', now, 600);
    const [body, sig] = token.split('.');
    const other = Buffer.from(JSON.stringify({ k: 'exp_abc', t: '100001', e: now / 1000 + 600 })).toString('base64url');
    for (const bad of [
      `${other}.${sig}`,
      `${body}.${sig.slice(1)}`,
      `${body}x.${sig}`,
      body,
      '',
      '.',
      signLink('another', 'exp_abc', '000000', now, 600),
      `${'a'.repeat(600)}.${sig}`,
    ]) {
      expect(verifyLink(secret, bad, now)).toMatchObject({ ok: false, reason: 'invalid' });
    }
    // a well-signed body that is not the claims it should be
    const junk = Buffer.from('[1,2]').toString('base64url');
    const forged = signLink(secret, 'x', 'y', now).split('.')[1];
    expect(verifyLink(secret, `${junk}.${forged}`, now)).toMatchObject({ ok: false, reason: 'invalid' });
  });
});

describe('fields', () => {
  it("reads label:key pairs in the order given, a blank label taking the field's own", () => {
    expect(readExportColumns('STUDENT', '学生姓名:name, :studentNo,gender, 时间:点:createdAt', t)).toEqual({
      ok: true,
      columns: [
        { label: '学生姓名', key: 'name' },
        { label: '学号', key: 'studentNo' },
        { label: '性别', key: 'gender' },
        { label: '时间:点', key: 'createdAt' },
      ],
    });
  });

  it('refuses an empty list, an unknown key, a key of another identity and an over-long label', () => {
    expect(readExportColumns('STUDENT', ' , ', t)).toMatchObject({ ok: false, error: { field: 'exportField', reason: '请至少选择一个导出字段' } });
    expect(readExportColumns('STUDENT', 'a:__proto__', t)).toMatchObject({ ok: false, error: { reason: '未知的导出字段：__proto__' } });
    expect(readExportColumns('TEACHER', '学号:studentNo', t)).toMatchObject({ ok: false, error: { reason: '未知的导出字段：studentNo' } });
    expect(readExportColumns('STUDENT', `${'长'.repeat(51)}:name`, t)).toMatchObject({ ok: false, error: { reason: '导出字段名称不能超过50个字符' } });
  });

  it('lists the header map of each identity from the allow-list', () => {
    expect(Object.keys(exportHeaders('OTHER', t))).toEqual(['name', 'account', 'gender', 'idNumber', 'phone', 'email', 'unitName', 'createdAt', 'updatedAt']);
  });

  it('trims the file name and counts characters, not bytes', () => {
    expect(readFileName(' 学生名单.XLSX ', t)).toEqual({ name: '学生名单' });
    expect(readFileName('学'.repeat(30), t)).toEqual({ name: '学'.repeat(30) });
    expect(readFileName('😀'.repeat(30), t)).toEqual({ name: '😀'.repeat(30) });
    expect(readFileName('x'.repeat(31), t)).toMatchObject({ error: { field: 'fileName', reason: '文件名称不能超过30个字符' } });
    expect(downloadName('a/b:c*?"<>|d')).toBe('a_b_c______d.xlsx');
  });
});

describe('cells', () => {
  const dicts = new Map([
    [
      'gender',
      new Map([
        ['1', '男'],
        ['2', '女'],
      ]),
    ],
    ['stu_current_status', new Map([['1', '在读']])],
  ]);
  const columns = [
    { key: 'gender', label: '性别' },
    { key: 'currentStatus', label: '状态' },
    { key: 'idNumber', label: '身份证' },
    { key: 'phone', label: '电话' },
    { key: 'createdAt', label: '创建' },
    { key: 'grade', label: '年级' },
    { key: 'email', label: '邮箱' },
  ] as const;
  const write = rowWriter(
    'STUDENT',
    columns.map((c) => ({ ...c })),
    dicts,
    'Asia/Shanghai',
  );

  it("writes dictionary labels, times in the tenant's zone and numbers as text", () => {
    const created = new Date('2026-09-01T07:05:09+08:00');
    expect(
      write({
        id: 1,
        gender: 1,
        currentStatus: '1',
        idNumber: '01010519900101001X',
        phone: '01012345678',
        createdAt: created,
        grade: 2026 as unknown as string,
        email: '',
      }),
    ).toEqual(['男', '在读', '01010519900101001X', '01012345678', '2026-09-01 07:05:09', '2026', undefined]);
  });

  it('writes a key the dictionary lacks as stored, and blanks as no cell', () => {
    expect(write({ id: 1, gender: 9, currentStatus: null, createdAt: '2026-01-02T03:04:05Z' as unknown as Date })).toEqual([
      '9',
      undefined,
      undefined,
      undefined,
      '2026-01-02 11:04:05',
      undefined,
      undefined,
    ]);
  });

  it('pads times and sizes columns for their values and headers', () => {
    expect(zonedDateTime(new Date('2026-01-02T03:04:05+08:00'), 'Asia/Shanghai')).toBe('2026-01-02 03:04:05');
    expect(zonedDateTime(new Date('2026-01-02T03:04:05+08:00'), 'America/New_York')).toBe('2026-01-01 14:04:05');
    expect(columnWidth({ key: 'idNumber', label: '身份证号' })).toBe(22);
    expect(columnWidth({ key: 'name', label: '非常非常长的一个字段名称' })).toBe(26);
  });
});
