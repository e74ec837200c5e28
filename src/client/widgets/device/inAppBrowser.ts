// The messaging apps whose built-in browser a shared link opens in. Their browsers do not
// install packages and often block downloads and store links, so a download page asks the user
// to open it in the system browser (the menu at the top right, "open in browser"). WeCom
// (`wxwork`) and WeChat share the `MicroMessenger` token: WeCom is told first. Mobile QQ sends
// `QQ/<version>`, which its stand-alone browser (`MQQBrowser`, `QQBrowser`) does not.
export type InAppBrowser = 'wecom' | 'wechat' | 'qq' | 'dingtalk' | 'feishu' | 'weibo' | 'alipay';

const MATCHERS: [InAppBrowser, RegExp][] = [
  ['wecom', /\bwxwork\//i],
  ['wechat', /\bMicroMessenger\//i],
  ['dingtalk', /\bDingTalk\//i],
  ['feishu', /\b(Lark|Feishu)\/\d/i],
  ['weibo', /\b__weibo__|\bWeibo \(/i],
  ['alipay', /\bAlipayClient\//i],
  ['qq', /(?<![\w])QQ\/\d/],
];

export function inAppBrowserOf(userAgent: string): InAppBrowser | null {
  const ua = userAgent ?? '';
  for (const [name, re] of MATCHERS) if (re.test(ua)) return name;
  return null;
}
