// What the phone page offers (the device detector of document 001 §1, widgets/device): inside a
// messaging app's browser, guidance to open the page in the system browser (those browsers do
// not install packages); on a phone, the latest version for its system (HarmonyOS 2–4 take the
// Android package when no HarmonyOS version is out); anywhere else every platform.
import type { AppPlatform, AppVersionInfo, LatestVersions } from '../../../shared/home/api';
import { detectDevice } from '../../widgets/device/detectDevice';
import { InAppBrowser, inAppBrowserOf } from '../../widgets/device/inAppBrowser';
import { PhoneOs, phoneOsOf } from '../../widgets/device/phoneOs';

export type MiddleOffer =
  { kind: 'openInBrowser'; app: InAppBrowser } | { kind: 'platform'; version: AppVersionInfo } | { kind: 'noVersion'; os: PhoneOs } | { kind: 'all' };

export function chooseOffer(userAgent: string, platforms: LatestVersions['platforms']): MiddleOffer {
  const app = inAppBrowserOf(userAgent) ?? (detectDevice(userAgent).isMessenger ? 'wechat' : null);
  if (app) return { kind: 'openInBrowser', app };
  const { os, androidCompatible } = phoneOsOf(userAgent);
  if (!os) return { kind: 'all' };
  const candidates: AppPlatform[] = os === 'harmony' && androidCompatible ? ['harmony', 'android'] : [os];
  for (const platform of candidates) {
    const version = platforms[platform];
    if (version && version.downloadUrl) return { kind: 'platform', version };
  }
  return { kind: 'noVersion', os };
}
