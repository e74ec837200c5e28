// The upload call: one spreadsheet of at most 5 MB, judged by its content, never by its name;
// nothing is kept when a file is refused.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import JSZip from 'jszip';
import { importDb } from '../../../src/server/imports/tables';
import { IMPORT_MAX_BYTES, IMPORT_PATHS } from '../../../src/shared/imports';
import { MAX_IMPORT_ROWS } from '../../../src/server/spreadsheet/protocol';
import { buildTestApp, call, callMultipart, Session, signIn, TENANT_A, TestApp } from '../helpers';
import { garbleZipData, handMadeXlsx, studentRow, STUDENT_HEADER, upload, xlsxOf, zipOf } from './fixtures';

let t: TestApp;
let session: Session;

beforeAll(async () => {
  t = await buildTestApp();
  session = await signIn(t.app, TENANT_A);
});
afterAll(() => t.close());

const storedFiles = () => readdirSync(path.join(t.dataDir, 'files', 'imports'));
const uploadRows = async () => (await importDb(t.db).selectFrom('import_uploads').select('id').execute()).length;

async function expectRefused(bytes: Buffer, fileName: string, msg: string | RegExp) {
  const before = { files: storedFiles().length, rows: await uploadRows() };
  const a = await upload(t.app, session, bytes, fileName);
  expect(a.envelope.status).toBe(1002);
  expect(a.envelope.msg).toMatch(msg);
  expect({ files: storedFiles().length, rows: await uploadRows() }).toEqual(before);
}

describe('upload refusals', () => {
  it('refuses a renamed executable and a PNG called .xlsx by their content', async () => {
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00', 'latin1'), Buffer.alloc(2000, 1)]);
    await expectRefused(exe, 'students.xlsx', '上传文件格式错误');
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(500, 3)]);
    await expectRefused(png, 'photo.xlsx', '上传文件格式错误');
    // a zip that is not a workbook
    const zip = new JSZip();
    zip.file('readme.txt', 'hello');
    await expectRefused(await zip.generateAsync({ type: 'nodebuffer' }), 'archive.xlsx', '上传文件格式错误');
  });

  it('refuses a real workbook whose name is not .xls or .xlsx', async () => {
    await expectRefused(await xlsxOf([STUDENT_HEADER, studentRow(1)]), 'students.csv', '上传文件格式错误');
  });

  it('refuses 5 MB + 1 byte and keeps nothing, but takes exactly 5 MB as far as the size goes', async () => {
    const big = Buffer.alloc(IMPORT_MAX_BYTES + 1, 0x41);
    await expectRefused(big, 'big.xlsx', '上传文件大小不得大于5M');
    // exactly the limit passes the size check (and is then refused for what it is)
    await expectRefused(Buffer.alloc(IMPORT_MAX_BYTES, 0x41), 'big.xlsx', '上传文件格式错误');
  });

  it('refuses a corrupt xlsx', async () => {
    const good = await xlsxOf([STUDENT_HEADER, studentRow(1)]);
    await expectRefused(Buffer.concat([good.subarray(0, 400), Buffer.alloc(600, 7)]), 'cut.xlsx', /上传文件格式错误|文件已损坏/);
    // the directory intact (it still names a workbook), the data garbled
    await expectRefused(garbleZipData(good), 'corrupt.xlsx', '上传文件格式错误：文件已损坏或不是有效的 Excel 文件');
  });

  it('refuses an empty sheet', async () => {
    await expectRefused(await xlsxOf([]), 'empty.xlsx', '表格中没有数据');
  });

  it('refuses a zip bomb before inflating it', async () => {
    // 27 entries of 10 MB of blanks: a few hundred kilobytes zipped, 270 MB inflated
    const blank = Buffer.alloc(10 * 1024 * 1024, 0x20);
    const bomb = zipOf([
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
      ...Array.from({ length: 27 }, (_, i) => ({ name: `xl/worksheets/sheet${i + 1}.xml`, data: blank })),
    ]);
    expect(bomb.length).toBeLessThan(IMPORT_MAX_BYTES);
    await expectRefused(bomb, 'bomb.xlsx', '文件解压后过大，已拒绝');
  });

  it('refuses a sheet with more rows than allowed, counting without parsing', async () => {
    const rows = Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, i) => `<row r="${i + 1}"><c r="A${i + 1}"><v>${i}</v></c></row>`).join('');
    const started = Date.now();
    await expectRefused(handMadeXlsx(rows), 'many.xlsx', `数据行数超过上限 ${MAX_IMPORT_ROWS} 行`);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('refuses a second file, an upload naming another tenant, and a JSON body', async () => {
    const bytes = await xlsxOf([STUDENT_HEADER, studentRow(1)]);
    const two = await callMultipart(t.app, session, IMPORT_PATHS.upload, [
      { name: 'target', value: 'STUDENT' },
      { name: 'file', fileName: 'a.xlsx', content: bytes },
      { name: 'file', fileName: 'b.xlsx', content: bytes },
    ]);
    expect(two.envelope).toMatchObject({ status: 1002, msg: '当前限制选择 1 个文件，本次选择了 2 个文件' });
    const other = await upload(t.app, session, bytes, 'a.xlsx', 'STUDENT', {});
    expect(other.envelope.status).toBe(1000);
    const foreign = await callMultipart(t.app, session, IMPORT_PATHS.upload, [
      { name: 'tenantId', value: '100001' },
      { name: 'target', value: 'STUDENT' },
      { name: 'file', fileName: 'a.xlsx', content: bytes },
    ]);
    expect(foreign.envelope).toMatchObject({ status: 1002, msg: '权限不足' });
    const badTarget = await upload(t.app, session, bytes, 'a.xlsx', 'NOBODY');
    expect(badTarget.envelope.status).toBe(9009);
    const json = await call(t.app, session, { url: IMPORT_PATHS.upload, body: { target: 'STUDENT' } });
    expect(json.envelope.status).toBe(9009);
  });
});

describe('what an accepted upload answers', () => {
  it('stores the file under a generated name and suggests the header row below a title', async () => {
    const bytes = await xlsxOf([['2026级新生名单'], [], STUDENT_HEADER, studentRow(1), studentRow(2)], (ws) => ws.mergeCells('A1:H1'));
    const a = await upload(t.app, session, bytes, '../../etc/学生名单.xlsx');
    expect(a.envelope.status).toBe(1000);
    expect(a.result).toMatchObject({ fileName: '学生名单.xlsx', kind: 'xlsx', target: 'STUDENT', headerRowSuggestion: 3, size: bytes.length });
    expect(a.result.previewRows[2]).toEqual(STUDENT_HEADER);
    expect(a.result.previewRows[1]).toEqual([]);
    expect(storedFiles().every((f) => /^[0-9a-f]{32}\.xlsx$/.test(f))).toBe(true);
  });

  it('reads a sheet whose dimension claims a million rows quickly and as it is', async () => {
    const bytes = await xlsxOf([STUDENT_HEADER, ...Array.from({ length: 20 }, (_, i) => studentRow(i))]);
    const zip = await JSZip.loadAsync(bytes);
    const sheet = await zip.file('xl/worksheets/sheet1.xml')!.async('string');
    const lying = sheet.replace(/<dimension ref="[^"]*"\/>/, '<dimension ref="A1:O1000000"/>');
    expect(lying).toContain('A1:O1000000');
    zip.file('xl/worksheets/sheet1.xml', lying);
    const file = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    const started = Date.now();
    const a = await upload(t.app, session, file, 'lying.xlsx');
    expect(a.envelope.status).toBe(1000);
    expect(Date.now() - started).toBeLessThan(5000);
    const row = await importDb(t.db).selectFrom('import_uploads').selectAll().where('id', '=', a.result.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ row_count: 21, last_row: 21 });
  });
});
