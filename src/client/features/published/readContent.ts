// What the console shows of the published login notice and appearance: read from a document's
// content (published, or a draft in the preview) by the fields of their definitions
// (src/shared/documents/loginPrompt/ and appearance/): the appearance's name, logo and colour in
// the header, the login page and the page before login; its login background and footer line on
// the login page.
import { todayIn, zoneOr } from '../../../shared/dateTime';
import { FILE_ID, fileUrl } from '../../../shared/resources/files';

export type NoticeLevel = 'info' | 'warning';

export interface LoginNoticeContent {
  title: string;
  /** rich text, shown through safeHtml */
  html: string;
  level: NoticeLevel;
}

export interface AppearanceContent {
  platformName: string;
  /** the logo's address (the document stores its file id), or '' */
  logoUrl: string;
  /** '#rrggbb', or '' */
  primaryColor: string;
  /** the login page's background picture's address, or '' */
  loginBackgroundUrl?: string;
  /** the line at the login page's foot, or '' */
  footerText?: string;
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** 'YYYY-MM-DD' of a moment in the zone the tenant's published general settings name (the
 *  default zone while they are not read). */
export const localDate = (now: Date, generalSettings: Record<string, unknown> | null | undefined): string =>
  todayIn(now.getTime(), zoneOr(generalSettings?.timeZone));

/** The notice when it is switched on and today lies within its dates (either end may be open); else null. */
export function noticeToShow(content: Record<string, unknown> | null | undefined, today: string): LoginNoticeContent | null {
  if (!content || content.enabled !== true) return null;
  const start = text(content.startDate);
  const end = text(content.endDate);
  if ((start && today < start) || (end && today > end)) return null;
  const notice = {
    title: text(content.title).trim(),
    html: text(content.content),
    level: content.level === 'warning' ? ('warning' as const) : ('info' as const),
  };
  return notice.title || notice.html.trim() ? notice : null;
}

/** An image field's link: the `<field>Url` a draft carries beside a picture just uploaded, the
 *  file's address when the value is a file id (what a document stores, e.g. the published
 *  appearance's `logo: "f_…"`), or the value itself when it is a link. */
export function imageLink(content: Record<string, unknown>, field: string): string {
  const url = text(content[`${field}Url`]);
  if (url) return url;
  const value = content[field];
  if (typeof value === 'object' && value !== null && typeof (value as { url?: unknown }).url === 'string') return (value as { url: string }).url;
  const raw = text(value);
  if (FILE_ID.test(raw)) return fileUrl(raw);
  return /^(https?:\/\/|\/)/i.test(raw) ? raw : '';
}

export function appearanceOf(content: Record<string, unknown> | null | undefined): AppearanceContent {
  if (!content) return { platformName: '', logoUrl: '', primaryColor: '', loginBackgroundUrl: '', footerText: '' };
  const color = text(content.primaryColor);
  return {
    platformName: text(content.platformName).trim(),
    logoUrl: imageLink(content, 'logo'),
    primaryColor: /^#[0-9a-f]{6}$/i.test(color) ? color : '',
    loginBackgroundUrl: imageLink(content, 'loginBackground'),
    footerText: text(content.footerText).trim(),
  };
}
