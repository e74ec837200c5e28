// The chosen language is kept in the browser (default zh-CN) and set on <html lang>, so the
// browser's own text (spell-check, screen readers) follows it.
import { DEFAULT_LOCALE, Locale, LOCALES } from '../../../shared/i18n/registry';
import { readJSON, writeJSON } from '../../api/storage';

const KEY = 'locale';

export function loadLocale(): Locale {
  const stored = readJSON<string>(KEY);
  return LOCALES.includes(stored as Locale) ? (stored as Locale) : DEFAULT_LOCALE;
}

export function saveLocale(locale: Locale): void {
  writeJSON(KEY, locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}
