import { detectCurrentDevice, detectDevice, EMBEDDED_APP_TOKEN } from '../../../../src/client/widgets/device/detectDevice';

// Real user agents, as these browsers send them.
const UA = {
  iPhoneSafari: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  androidChrome: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.6422.113 Mobile Safari/537.36',
  androidFirefox: 'Mozilla/5.0 (Android 14; Mobile; rv:127.0) Gecko/127.0 Firefox/127.0',
  harmonyPhone:
    'Mozilla/5.0 (Phone; OpenHarmony 4.1) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.0.0 Safari/537.36 ArkWeb/4.1.6.1 Mobile HuaweiBrowser/5.0.4.300',
  androidTablet: 'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36',
  iPad: 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  weChatIPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN',
  weChatAndroid:
    'Mozilla/5.0 (Linux; Android 13; V2227A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MMWEBID/2247 MicroMessenger/8.0.47.2560(0x28002F30) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
  weChatWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/81.0.4044.138 Safari/537.36 NetType/WIFI MicroMessenger/7.0.20.1781(0x6700143B) WindowsWechat(0x63090a13) XWEB/8555 Flue',
  campusAppAndroid:
    'Mozilla/5.0 (Linux; Android 14; 23127PN0CC Build/UKQ1.230804.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/118.0.0.0 Mobile Safari/537.36 CampusApp/3.2.1',
  campusAppIPhone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 CampusApp/3.2.1',
  desktopChrome: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  desktopSafari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  desktopFirefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
};

describe('detectDevice', () => {
  it.each([
    ['iPhoneSafari', false, false, true],
    ['androidChrome', false, false, true],
    ['androidFirefox', false, false, true],
    ['harmonyPhone', false, false, true],
    ['androidTablet', false, false, false],
    ['iPad', false, false, false],
    ['weChatIPhone', false, true, true],
    ['weChatAndroid', false, true, true],
    ['weChatWindows', false, true, false],
    ['campusAppAndroid', true, false, true],
    ['campusAppIPhone', true, false, true],
    ['desktopChrome', false, false, false],
    ['desktopSafari', false, false, false],
    ['desktopFirefoxLinux', false, false, false],
  ] as const)('%s → embedded %s, messenger %s, mobile %s', (name, isEmbeddedApp, isMessenger, isMobile) => {
    expect(detectDevice(UA[name])).toEqual({ isEmbeddedApp, isMessenger, isMobile });
  });

  it('recognises only the app token itself, with its version', () => {
    expect(EMBEDDED_APP_TOKEN).toBe('CampusApp');
    expect(detectDevice(`${UA.androidChrome} MyCampusApp/1.0`).isEmbeddedApp).toBe(false);
    expect(detectDevice(`${UA.androidChrome} CampusApplication`).isEmbeddedApp).toBe(false);
  });

  it('treats an empty user agent as a desktop browser', () => {
    expect(detectDevice('')).toEqual({ isEmbeddedApp: false, isMessenger: false, isMobile: false });
  });

  it('reads the current browser', () => {
    const spy = jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(UA.weChatIPhone);
    expect(detectCurrentDevice()).toEqual({ isEmbeddedApp: false, isMessenger: true, isMobile: true });
    spy.mockRestore();
  });
});
