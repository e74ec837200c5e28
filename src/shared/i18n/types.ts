export type Locale = 'zh-CN' | 'en';
export const LOCALES: Locale[] = ['zh-CN', 'en'];
export const DEFAULT_LOCALE: Locale = 'zh-CN';
/** One catalogue file: message key -> [Simplified Chinese, English]. Params look like {name}. */
export type Catalogue = Record<string, readonly [string, string]>;
