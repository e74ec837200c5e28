// The device detector of document 001 §1: one specific embedded web view (the platform's own
// mobile app), a messaging-app browser, and common phone user agents.
//
// The platform's app identifies its web view by adding the token `CampusApp/<version>` to the
// system user agent (as WeChat adds `MicroMessenger/<version>`); that token is our choice, since
// the documents do not name the app. The messaging-app browser is WeChat's (`MicroMessenger`),
// the one Chinese campuses embed pages in. Tablets are not phones: iPad, and Android without
// `Mobile`, count as not mobile.

export interface DeviceKind {
  /** inside the platform's own app web view */
  isEmbeddedApp: boolean;
  /** inside the messaging app's browser (WeChat, on a phone or its desktop client) */
  isMessenger: boolean;
  /** a phone */
  isMobile: boolean;
}

export const EMBEDDED_APP_TOKEN = 'CampusApp';

const EMBEDDED_APP = new RegExp(`\\b${EMBEDDED_APP_TOKEN}/`, 'i');
const MESSENGER = /\bMicroMessenger\//i;
const PHONE = [
  /\biPhone\b/, // Safari, Chrome and in-app views on iPhone
  /\biPod\b/,
  /\bAndroid\b.*\bMobile\b/, // Android phones; tablets leave out "Mobile"
  /\bWindows Phone\b|\bIEMobile\b/,
  /\bBlackBerry\b|\bBB10\b/,
  /\bPhone; OpenHarmony\b/, // HarmonyOS NEXT phones
  /\bOpera Mini\b/,
];

export function detectDevice(userAgent: string): DeviceKind {
  const ua = userAgent ?? '';
  return {
    isEmbeddedApp: EMBEDDED_APP.test(ua),
    isMessenger: MESSENGER.test(ua),
    isMobile: PHONE.some((re) => re.test(ua)),
  };
}

/** The current browser's kind; empty (all false) outside a browser. */
export const detectCurrentDevice = (): DeviceKind => detectDevice(typeof navigator === 'undefined' ? '' : navigator.userAgent);
