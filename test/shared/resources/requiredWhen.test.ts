// A field required while another holds a value (FieldDef.requiredWhen): the console's form runs
// the same check as the server, so a version marked published without its publish time is
// stopped before the call, with the field named in the user's language.
import { appVersions } from '../../../src/shared/resources/appVersions/definition';
import { validateRecord } from '../../../src/shared/resources/validate';
import { addCatalogue, Locale, translate } from '../../../src/shared/i18n';

addCatalogue(appVersions.labels);
const translator = (locale: Locale) => (key: string, params?: Record<string, string | number>) => translate(locale, key, params);

const version = (extra: Record<string, unknown>) => ({
  platform: 'android',
  version: '9.9.1',
  build: 991,
  downloadUrl: 'https://download.example.cn/a.apk',
  ...extra,
});

it('asks for the publish time of a version marked published, and only then', () => {
  const zh = translator('zh-CN');
  expect(validateRecord(appVersions, version({ published: true }), zh)).toEqual([
    { field: 'publishedAt', key: 'validation.requiredWhen', params: { field: '发布时间', other: '已发布', value: '是' } },
  ]);
  expect(zh('validation.requiredWhen', { field: '发布时间', other: '已发布', value: '是' })).toBe('已发布为“是”时，发布时间不能为空');
  expect(validateRecord(appVersions, version({ published: true, publishedAt: '2026-11-29 10:00:00' }), zh)).toEqual([]);
  expect(validateRecord(appVersions, version({ published: false }), zh)).toEqual([]);
  const en = translator('en');
  expect(validateRecord(appVersions, version({ published: true, publishedAt: ' ' }), en)[0].params).toEqual({
    field: 'Published at',
    other: 'Published',
    value: 'Yes',
  });
});
