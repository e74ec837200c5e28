// The messages as a whole, the server's and the console's own (everyCatalogue.ts): both
// languages with the same placeholders, the specification's quotes word for word, the language.
import { CATALOGUE, localeFromHeader, localeFromLanguages, translate } from './everyCatalogue';

const params = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the message catalogue', () => {
  it('has both languages for every key, with the same placeholders', () => {
    for (const [key, [zh, en]] of Object.entries(CATALOGUE)) {
      expect({ key, zh: zh.trim().length > 0, en: en.trim().length > 0 }).toEqual({ key, zh: true, en: true });
      expect({ key, params: params(zh) }).toEqual({ key, params: params(en) });
    }
  });

  it('holds every message the specification quotes in Chinese, word for word', () => {
    const zh = new Set(Object.values(CATALOGUE).map(([z]) => z));
    for (const m of [
      '接口请求超时，请稍后重试',
      '权限不足',
      '未知错误',
      '请输入标题行',
      '请上传文件',
      '请选择重复规则',
      '请选择检查字段',
      '上传文件格式错误',
      '上传文件大小不得大于5M',
      '请匹配所有系统必填字段',
      '请选择数据',
      '最多选择二十个班级',
      '请选择',
      '请输入',
      '请求ID不一致，可能存在欺诈',
      '验签失败，服务器内容不可信',
      '接口名称不能为空',
    ]) {
      expect(zh.has(m) ? m : `missing: ${m}`).toBe(m);
    }
  });

  it('speaks Chinese by default and English when asked, filling parameters', () => {
    expect(translate('zh-CN', 'validation.maxLength', { field: '敏感词', max: 50 })).toBe('敏感词不能超过50个字符');
    expect(translate('en', 'validation.maxLength', { field: 'Word', max: 50 })).toBe('Word must not exceed 50 characters');
    expect(localeFromHeader(undefined)).toBe('zh-CN');
    expect(localeFromHeader('en-GB,en;q=0.9')).toBe('en');
    expect(localeFromHeader('zh-CN,zh;q=0.9,en;q=0.8')).toBe('zh-CN');
  });
});

it('reads the first English or Chinese tag of a preference list, Chinese by default', () => {
  expect(localeFromLanguages(['en-US', 'en'])).toBe('en');
  expect(localeFromLanguages(['fr-FR', 'en-GB'])).toBe('en');
  expect(localeFromLanguages(['zh-TW', 'en'])).toBe('zh-CN');
  expect(localeFromLanguages(['fr-FR', 'de'])).toBe('zh-CN');
  expect(localeFromLanguages(undefined)).toBe('zh-CN');
  expect(localeFromHeader('fr-FR,fr;q=0.9,en;q=0.8')).toBe('en');
});
