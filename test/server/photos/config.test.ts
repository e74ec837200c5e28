// The tenant's photo settings: the defaults until saved, a saved setting read back, every bad
// value refused with 9009 naming its field, and each tenant's settings its own.
import { DEFAULT_PHOTO_CONFIG } from '../../../src/shared/photos/api';
import { buildTestApp, Session, signIn, TENANT_A, TENANT_B, TestApp } from '../helpers';
import { photoConfig, savePhotoConfig } from './calls';

let t: TestApp;
let a: Session;
let b: Session;

beforeAll(async () => {
  t = await buildTestApp();
  a = await signIn(t.app, TENANT_A);
  b = await signIn(t.app, TENANT_B);
});
afterAll(() => t.close());

const good = { maxSizeKb: 2048, minWidth: 295, minHeight: 413, formats: ['png', 'jpeg'] };

it('answers the defaults until saved, then what was saved', async () => {
  expect((await photoConfig(t.app, a)).result).toEqual(DEFAULT_PHOTO_CONFIG);
  const saved = await savePhotoConfig(t.app, a, good);
  expect(saved.envelope).toMatchObject({ status: 1000, msg: '照片设置已保存' });
  // formats come back once each, in one order
  expect(saved.result).toEqual({ ...good, formats: ['jpeg', 'png'] });
  expect((await photoConfig(t.app, a)).result).toEqual({ ...good, formats: ['jpeg', 'png'] });
  const again = await savePhotoConfig(t.app, a, { maxSizeKb: 1, minWidth: 0, minHeight: 10000, formats: ['jpeg'] });
  expect(again.result).toEqual({ maxSizeKb: 1, minWidth: 0, minHeight: 10000, formats: ['jpeg'] });
  expect((await photoConfig(t.app, a)).result.formats).toEqual(['jpeg']);
  // the other tenant still has the defaults
  expect((await photoConfig(t.app, b)).result).toEqual(DEFAULT_PHOTO_CONFIG);
});

it.each([
  ['maxSizeKb', 0],
  ['maxSizeKb', 20481],
  ['maxSizeKb', 1.5],
  ['maxSizeKb', 'big'],
  ['minWidth', -1],
  ['minWidth', 10001],
  ['minHeight', -1],
  ['minHeight', 10001],
  ['formats', []],
  ['formats', ['gif']],
  ['formats', ['jpeg', 'jpeg']],
  ['formats', [1]],
])('refuses %s = %j with a reason naming it', async (field, value) => {
  const r = await savePhotoConfig(t.app, a, { ...good, [field]: value });
  expect(r.envelope.status).toBe(9009);
  const errors = r.result as unknown as { field: string; reason: string }[];
  expect(errors.some((e) => e.field.startsWith(field) && e.reason.includes(field))).toBe(true);
});

it('refuses a setting left out', async () => {
  const { minHeight: _left, ...rest } = good;
  const r = await savePhotoConfig(t.app, a, rest);
  expect(r.envelope.status).toBe(9009);
  expect(r.result).toEqual([expect.objectContaining({ field: 'minHeight' })]);
});
