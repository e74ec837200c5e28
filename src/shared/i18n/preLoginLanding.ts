import type { Catalogue } from './types';

// The page before login as the apps open it (/landing/<tenant code>, src/client/landing) and the
// console's side-by-side preview of it (/previewAdvanceLanding, features/preLoginPreview).
const preLoginLanding: Catalogue = {
  'preLoginLanding.pageTitle': ['登录前页面', 'Before signing in'],
  'preLoginLanding.loading': ['正在加载…', 'Loading…'],
  'preLoginLanding.unavailable': ['页面暂时无法加载，请稍后重试', 'The page cannot be loaded just now; please try again later'],
  'preLoginLanding.notFoundTitle': ['未找到该学校', 'School not found'],
  'preLoginLanding.notFound': [
    '没有找到学校代码为“{tenant}”的登录前页面，请检查地址是否正确。',
    'There is no page before login for the school code “{tenant}”; please check the address.',
  ],
  'preLoginLanding.notBuilt': ['登录前页面尚未构建，请先构建控制台。', 'The page before login is not built yet: build the console first.'],
  'preLoginPreview.draft': ['草稿', 'Draft'],
  'preLoginPreview.draftHint': [
    '登录前页面与底部信息的草稿（无草稿时为已发布版本），外观与登录提示为已发布版本',
    'The drafts of the page and its bottom (the published version where there is no draft), with the published appearance and login notice',
  ],
  'preLoginPreview.published': ['已发布', 'Published'],
  'preLoginPreview.publishedHint': ['应用实际打开的页面', 'The page the apps really open'],
  'preLoginPreview.editPage': ['编辑登录前页面', 'Edit the page before login'],
  'preLoginPreview.editBottom': ['编辑底部信息', 'Edit the bottom information'],
  'preLoginPreview.reload': ['刷新', 'Reload'],
  'preLoginPreview.loading': ['正在读取草稿…', 'Reading the drafts…'],
  'preLoginPreview.failed': ['草稿读取失败：{msg}', 'The drafts could not be read: {msg}'],
  'preLoginPreview.hasDraft': ['有未发布的草稿', 'Unpublished draft'],
  'preLoginPreview.frameTitle': ['登录前页面（{side}）', 'Page before login ({side})'],
};
export default preLoginLanding;
