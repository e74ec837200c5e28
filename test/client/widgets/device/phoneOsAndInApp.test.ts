import { inAppBrowserOf } from '../../../../src/client/widgets/device/inAppBrowser';
import { phoneOsOf } from '../../../../src/client/widgets/device/phoneOs';
import { UA, UaName } from './userAgents';

describe('phoneOsOf', () => {
  it.each([
    ['androidChrome', 'android', true],
    ['androidTablet', 'android', true],
    ['iPhoneSafari', 'ios', false],
    ['iPad', 'ios', false],
    ['weChatIPhone', 'ios', false],
    ['qqAndroid', 'android', true],
    ['harmonyNext', 'harmony', false],
    ['harmony3', 'harmony', true],
    ['desktopChrome', null, false],
    ['desktopEdge', null, false],
    ['desktopFirefox', null, false],
    ['macSafari', null, false],
    ['curl', null, false],
    ['unknown', null, false],
  ] as [UaName, string | null, boolean][])('%s → %s (Android packages: %s)', (name, os, androidCompatible) => {
    expect(phoneOsOf(UA[name])).toEqual({ os, androidCompatible });
  });
});

describe('inAppBrowserOf', () => {
  it.each([
    ['weChatAndroid', 'wechat'],
    ['weChatIPhone', 'wechat'],
    ['weChatWindows', 'wechat'],
    ['weCom', 'wecom'],
    ['qqAndroid', 'qq'],
    ['qqIPhone', 'qq'],
    ['dingTalk', 'dingtalk'],
    ['dingTalkIPhone', 'dingtalk'],
    ['qqBrowserAndroid', null], // QQ's own browser is a real browser
    ['androidChrome', null],
    ['harmonyNext', null],
    ['campusAppAndroid', null],
    ['desktopChrome', null],
    ['unknown', null],
  ] as [UaName, string | null][])('%s → %s', (name, app) => {
    expect(inAppBrowserOf(UA[name])).toBe(app);
  });

  it('knows Feishu, Weibo and Alipay by their tokens', () => {
    expect(inAppBrowserOf(`${UA.androidChrome} Lark/5.24.6 LarkLocale/zh_CN ChannelName/Feishu`)).toBe('feishu');
    expect(inAppBrowserOf(`${UA.iPhoneSafari} Weibo (iPhone14,5__weibo__13.6.1__iphone__os16.6)`)).toBe('weibo');
    expect(inAppBrowserOf(`${UA.androidChrome} AlipayClient/10.5.36.8100`)).toBe('alipay');
  });
});
