// Which phone system a user agent comes from, for choosing an app package (the download middle
// page). HarmonyOS NEXT sends `OpenHarmony`; HarmonyOS 2–4 send `HarmonyOS` beside `Android`
// and still install Android packages. iPad counts as iOS whatever the detector says of phones
// (iPadOS on a desktop-class user agent cannot be told from a Mac and counts as desktop).
export type PhoneOs = 'android' | 'ios' | 'harmony';

export interface PhoneOsInfo {
  os: PhoneOs | null;
  /** HarmonyOS 2–4: Android packages install too */
  androidCompatible: boolean;
}

export function phoneOsOf(userAgent: string): PhoneOsInfo {
  const ua = userAgent ?? '';
  if (/\bOpenHarmony\b/.test(ua)) return { os: 'harmony', androidCompatible: false };
  if (/\bHarmonyOS\b/i.test(ua)) return { os: 'harmony', androidCompatible: true };
  if (/\b(iPhone|iPad|iPod)\b/.test(ua)) return { os: 'ios', androidCompatible: false };
  if (/\bAndroid\b/.test(ua)) return { os: 'android', androidCompatible: true };
  return { os: null, androidCompatible: false };
}
