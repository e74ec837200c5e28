import { Catalogue } from './types';

// Messages of the home screens (issue 12 item 4): what needs attention on /wel/index, the
// download page /downloadPage, the phone page /downloadMiddlePage, and the public read's refusal.
// The older home keys (home.welcomeTitle, home.overview, …) stay in core.ts.
const home: Catalogue = {
  'home.public.tenantUnknown': ['未找到该学校', 'No such school'],

  // ---- /wel/index: attention ----
  'home.attention.title': ['待处理事项', 'Needs your attention'],
  'home.attention.refresh': ['刷新', 'Refresh'],
  'home.attention.loading': ['正在统计…', 'Counting…'],
  'home.attention.failed': ['待处理事项统计失败', 'The attention list could not be counted'],
  'home.attention.allClear': ['目前没有需要处理的事项', 'Nothing needs your attention now'],
  'home.attention.open': ['前往处理', 'Open'],
  'home.attention.openJobs': ['在任务中心查看', 'View in the job centre'],
  'home.attention.at': ['统计于 {time}', 'Counted at {time}'],
  'home.attention.key.importsFailed': ['近{days}天导入失败', 'Imports failed in the last {days} days'],
  'home.attention.key.importsRunning': ['导入进行中', 'Imports running'],
  'home.attention.key.exportsFailed': ['近{days}天导出失败', 'Exports failed in the last {days} days'],
  'home.attention.key.exportsRunning': ['导出进行中', 'Exports running'],
  'home.attention.key.photoImportsFailed': ['近{days}天照片导入失败', 'Photo imports failed in the last {days} days'],
  'home.attention.key.photoImportsRunning': ['照片导入进行中', 'Photo imports running'],
  'home.attention.key.photoExportsFailed': ['近{days}天照片导出失败', 'Photo exports failed in the last {days} days'],
  'home.attention.key.photoExportsRunning': ['照片导出进行中', 'Photo exports running'],
  'home.attention.key.servicesOffShelf': ['已下架的服务', 'Services off the shelf'],
  'home.attention.key.postsHeld': ['待审核的动态', 'Posts awaiting review'],
  'home.attention.key.reportsOpen': ['待处理的举报', 'Reports to decide'],
  'home.figures.title': ['近{days}天', 'The last {days} days'],
  'home.figures.peopleAdded': ['新增人员', 'People added'],
  'home.figures.importsFinished': ['完成导入', 'Imports finished'],
  'home.figures.exportsFinished': ['完成导出', 'Exports finished'],

  // ---- /downloadPage ----
  'home.download.title': ['{name} 客户端下载', '{name} app download'],
  'home.download.intro': [
    '各手机系统最新发布的版本。手机扫码或打开手机页即可下载。',
    'The latest published version for each phone system. Phones scan the code or open the phone page to download.',
  ],
  'home.platform.android': ['Android', 'Android'],
  'home.platform.ios': ['iOS', 'iOS'],
  'home.platform.harmony': ['鸿蒙 HarmonyOS', 'HarmonyOS'],
  'home.download.version': ['版本 {version}（构建 {build}）', 'Version {version} (build {build})'],
  'home.download.publishedAt': ['发布时间', 'Published'],
  'home.download.notPublishedYet': ['尚未发布', 'Not published yet'],
  'home.download.notes': ['更新说明', 'Release notes'],
  'home.download.noNotes': ['无', 'None'],
  'home.download.forceUpdate': ['强制更新', 'Forced update'],
  'home.download.optionalUpdate': ['可选更新', 'Optional update'],
  'home.download.address': ['下载地址', 'Download address'],
  'home.download.noAddress': ['未填写下载地址', 'No download address given'],
  'home.download.none': ['该系统暂无已发布的版本', 'No version published for this system yet'],
  'home.download.phonePage': ['手机下载页', 'Phone download page'],
  'home.download.scan': [
    '用手机扫描二维码，或在手机浏览器中打开以下地址下载：',
    'Scan the code with a phone, or open this address in a phone browser to download:',
  ],
  'home.download.copy': ['复制链接', 'Copy link'],
  'home.download.copied': ['链接已复制', 'Link copied'],
  'home.download.copyFailed': ['复制失败，请手动选择链接复制', 'Could not copy; select the link and copy it by hand'],
  'home.download.openPhonePage': ['打开手机页', 'Open the phone page'],
  'home.download.manageVersions': ['管理版本', 'Manage versions'],
  'home.download.loadFailed': ['版本信息读取失败', 'The versions could not be read'],
  'home.download.retry': ['重试', 'Try again'],
  'home.download.loading': ['正在读取版本…', 'Reading the versions…'],

  // ---- /downloadMiddlePage ----
  'home.middle.title': ['下载 {name}', 'Download {name}'],
  'home.middle.backToConsole': ['返回管理后台', 'Back to the console'],
  'home.middle.download': ['下载安装', 'Download and install'],
  'home.middle.appStore': ['前往 App Store 下载', 'Get it on the App Store'],
  'home.middle.harmonyStore': ['前往应用市场下载', 'Get it from AppGallery'],
  'home.middle.forYou': ['适用于您的 {platform} 手机', 'For your {platform} phone'],
  'home.middle.allPlatforms': ['请选择您的手机系统', 'Choose your phone system'],
  'home.middle.noVersion': ['暂无适用于 {platform} 的版本，请稍后再试', 'No version for {platform} yet; please try again later'],
  'home.middle.openInBrowser.title': ['请在浏览器中打开', 'Open this page in your browser'],
  'home.middle.openInBrowser.steps': [
    '{app}内无法直接下载。请点击右上角的“···”，选择“在浏览器打开”，再进行下载。',
    'Downloads do not work inside {app}. Tap "···" at the top right, choose "Open in browser", then download.',
  ],
  'home.middle.app.wechat': ['微信', 'WeChat'],
  'home.middle.app.wecom': ['企业微信', 'WeCom'],
  'home.middle.app.qq': ['QQ', 'QQ'],
  'home.middle.app.dingtalk': ['钉钉', 'DingTalk'],
  'home.middle.app.feishu': ['飞书', 'Feishu'],
  'home.middle.app.weibo': ['微博', 'Weibo'],
  'home.middle.app.alipay': ['支付宝', 'Alipay'],
  'home.middle.noTenant': ['链接不完整：缺少学校代码', 'The link is incomplete: it names no school'],
  'home.middle.tenantUnknown': ['未找到该学校，请确认二维码或链接是否正确', 'No such school; check the QR code or the link'],
  'home.middle.loadFailed': ['读取失败，请检查网络后重试', 'Could not read; check the network and try again'],
};

export default home;
