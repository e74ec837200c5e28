// The message registry: translate() reads it, catalogues are added to it. It starts with the
// messages every page needs (core, routes, widgets, password); the server adds every area's
// catalogue at once (./index.ts), the console adds an area's catalogue with the screen chunk
// that shows it (src/client/app/lazy/feature.ts). A key defined by two catalogues is refused.
import { Catalogue, DEFAULT_LOCALE, Locale } from './types';
import core from './core';
import routes from './routes';
import widgets from './widgets';
import passwordCatalogue from './password';
import rightsCatalogue from '../rights/labels';

export * from './types';

/** every message added so far (read-only for callers: add with addCatalogue) */
export const CATALOGUE: Catalogue = {};
const added = new Set<Catalogue>();

/** Adds a catalogue's messages; adding the same catalogue again does nothing. */
export function addCatalogue(part: Catalogue): void {
  if (added.has(part)) return;
  for (const key of Object.keys(part)) if (key in CATALOGUE) throw new Error(`message key defined twice: ${key}`);
  Object.assign(CATALOGUE, part);
  added.add(part);
}

export const isCatalogueAdded = (part: Catalogue): boolean => added.has(part);

for (const part of [core, routes, widgets, passwordCatalogue, rightsCatalogue]) addCatalogue(part);

export function translate(locale: Locale, key: string, params?: Record<string, string | number>): string {
  const pair = CATALOGUE[key];
  let text = pair ? pair[locale === 'en' ? 1 : 0] : key;
  if (params) for (const [k, v] of Object.entries(params)) text = text.split(`{${k}}`).join(String(v));
  return text;
}

export const hasMessage = (key: string): boolean => key in CATALOGUE;

/** The language of a list of preferred language tags (navigator.languages, or an
 *  Accept-Language header's tags in order): the first that is English or Chinese decides; English
 *  when it is English, Chinese (the default) otherwise, and when none is either. */
export function localeFromLanguages(languages: readonly string[] | undefined): Locale {
  for (const tag of languages ?? []) {
    const t = tag.trim();
    if (/^en\b/i.test(t)) return 'en';
    if (/^zh\b/i.test(t)) return DEFAULT_LOCALE;
  }
  return DEFAULT_LOCALE;
}

export function localeFromHeader(header: string | undefined): Locale {
  return localeFromLanguages(header?.split(',').map((part) => part.split(';')[0]));
}
