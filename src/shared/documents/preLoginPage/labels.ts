import type { Catalogue } from '../../i18n/types';

// Labels of the page before login.
const labels: Catalogue = {
  'preLoginPage.enabled': ['启用登录前页面', 'Show the page before login'],
  'preLoginPage.sections': ['页面板块', 'Sections'],
  'preLoginPage.section': ['板块', 'Section'],
  'preLoginPage.section.banner': ['轮播横幅', 'Banner'],
  'preLoginPage.section.notices': ['通知公告', 'Notices'],
  'preLoginPage.section.accessWays': ['登录方式', 'Ways to sign in'],
  'preLoginPage.section.quickServices': ['常用服务', 'Quick services'],
  'preLoginPage.section.footer': ['底部信息', 'Footer'],
  'preLoginPage.sectionTitle': ['板块标题', 'Section title'],
  'preLoginPage.sectionEnabled': ['显示板块', 'Show the section'],
  'preLoginPage.sectionOrder': ['排序', 'Order'],
  'preLoginPage.accessWays': ['展示的登录方式', 'Ways to sign in shown'],
  'preLoginPage.way.password': ['账号密码登录', 'Account and password'],
  'preLoginPage.way.smsCode': ['短信验证码登录', 'SMS code'],
  'preLoginPage.way.cas': ['统一身份认证（CAS）', 'Unified identity (CAS)'],
  'preLoginPage.way.wechat': ['微信登录', 'WeChat'],
  'preLoginPage.way.dingtalk': ['钉钉登录', 'DingTalk'],
  'preLoginPage.way.guest': ['游客访问', 'Enter as a guest'],
  'preLoginPage.bannerImage': ['横幅图片', 'Banner image'],
  'preLoginPage.welcomeText': ['欢迎语', 'Welcome text'],
  'preLoginPage.off': ['登录前页面已关闭，应用直接打开登录页', 'The page is off: the apps open the sign-in page directly'],
  'preLoginPage.sectionPlaceholder': ['（{section}内容由应用填充）', '({section}: filled in by the app)'],
  'preLoginPage.noWays': ['未选择登录方式', 'No way to sign in is chosen'],
};
export default labels;
