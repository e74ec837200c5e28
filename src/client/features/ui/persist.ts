// The chosen language is kept in the browser and set on <html lang>, so the browser's own text
// (spell-check, screen readers) follows it. Until the user chooses, the console speaks the
// browser's language (navigator.languages): English for an English browser, Chinese (the
// default) for anything else.
import { Locale, LOCALES, localeFromLanguages } from '../../../shared/i18n/registry';
import { readJSON, writeJSON } from '../../api/storage';

const KEY = 'locale';

/** The browser's preferred languages, most wanted first ([] outside a browser). */
function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  if (navigator.languages?.length) return navigator.languages;
  return navigator.language ? [navigator.language] : [];
}

/** The stored choice when there is one; otherwise the browser's language. */
export function loadLocale(languages: readonly string[] = browserLanguages()): Locale {
  const stored = readJSON<string>(KEY);
  return LOCALES.includes(stored as Locale) ? (stored as Locale) : localeFromLanguages(languages);
}

export function saveLocale(locale: Locale): void {
  writeJSON(KEY, locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}
