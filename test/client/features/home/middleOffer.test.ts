// The phone page's choice for real user agents: the package or store of the phone's system, the
// "open in your browser" guidance inside a messaging app, every platform elsewhere.
import { chooseOffer } from '../../../../src/client/features/home/middleOffer';
import type { AppPlatform, AppVersionInfo, LatestVersions } from '../../../../src/shared/home/api';
import { UA, UaName } from '../../widgets/device/userAgents';

const v = (platform: AppPlatform, downloadUrl: string): AppVersionInfo => ({
  platform,
  version: '3.2.0',
  build: 320,
  forceUpdate: false,
  notes: '',
  downloadUrl,
  publishedAt: '2025-04-01T08:00:00.000Z',
});
const ALL: LatestVersions['platforms'] = {
  android: v('android', 'https://dl.example.edu/campus.apk'),
  ios: v('ios', 'https://apps.apple.com/cn/app/id1234567890'),
  harmony: v('harmony', 'https://appgallery.huawei.com/app/C100'),
};

/** what the offer comes to, in one word: the platform offered, the app to leave, or the kind */
const outcome = (name: UaName, platforms = ALL): string => {
  const offer = chooseOffer(UA[name], platforms);
  if (offer.kind === 'platform') return `${offer.version.platform} ${offer.version.downloadUrl}`;
  if (offer.kind === 'openInBrowser') return `browser:${offer.app}`;
  if (offer.kind === 'noVersion') return `none:${offer.os}`;
  return 'all';
};

describe('chooseOffer', () => {
  it.each([
    ['androidChrome', 'android https://dl.example.edu/campus.apk'],
    ['androidTablet', 'android https://dl.example.edu/campus.apk'],
    ['iPhoneSafari', 'ios https://apps.apple.com/cn/app/id1234567890'],
    ['iPad', 'ios https://apps.apple.com/cn/app/id1234567890'],
    ['harmonyNext', 'harmony https://appgallery.huawei.com/app/C100'],
    ['harmony3', 'harmony https://appgallery.huawei.com/app/C100'],
    ['campusAppAndroid', 'android https://dl.example.edu/campus.apk'],
    ['weChatAndroid', 'browser:wechat'],
    ['weChatIPhone', 'browser:wechat'],
    ['weCom', 'browser:wecom'],
    ['qqAndroid', 'browser:qq'],
    ['qqIPhone', 'browser:qq'],
    ['dingTalk', 'browser:dingtalk'],
    ['qqBrowserAndroid', 'android https://dl.example.edu/campus.apk'],
    ['desktopChrome', 'all'],
    ['desktopEdge', 'all'],
    ['desktopFirefox', 'all'],
    ['macSafari', 'all'],
    ['weChatWindows', 'browser:wechat'],
    ['unknown', 'all'],
  ] as [UaName, string][])('%s → %s', (name, expected) => {
    expect(outcome(name)).toBe(expected);
  });

  it('gives HarmonyOS 2–4 the Android package when no HarmonyOS version is out, but not HarmonyOS NEXT', () => {
    const noHarmony = { ...ALL, harmony: null };
    expect(outcome('harmony3', noHarmony)).toBe('android https://dl.example.edu/campus.apk');
    expect(outcome('harmonyNext', noHarmony)).toBe('none:harmony');
  });

  it('says so when nothing usable is published for the phone (no version, or no address)', () => {
    expect(outcome('iPhoneSafari', { ...ALL, ios: null })).toBe('none:ios');
    expect(outcome('androidChrome', { ...ALL, android: v('android', '') })).toBe('none:android');
    // inside a messaging app the guidance comes first, whatever is published
    expect(outcome('weChatIPhone', { android: null, ios: null, harmony: null })).toBe('browser:wechat');
  });
});
