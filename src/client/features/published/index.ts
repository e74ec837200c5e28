// The published documents the console itself follows, outside the store: the login notice and
// the appearance read through the public read (usePublished.ts), and what is shown of a
// document's content (readContent.ts, safeHtml.ts). Its own feature, importing none, so the
// login page (features/session) and the documents' screens and previews both take it without
// tying session to documents. The views are in components.ts.
export type { AppearanceContent, LoginNoticeContent, NoticeLevel } from './readContent';
export { appearanceOf, imageLink, localDate, noticeToShow } from './readContent';
export { safeHtml } from './safeHtml';
export {
  PRIMARY_COLOR_PROPERTY,
  forgetPublished,
  loginTenantOf,
  readPublished,
  rememberLoginTenant,
  usePublishedAppearance,
  usePublishedContent,
  usePublishedNotice,
} from './usePublished';
