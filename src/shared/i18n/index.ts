// The message catalogue, shared by console and server (the server answers in the caller's
// Accept-Language). Each area keeps its own catalogue file; this merges them and refuses a key
// defined twice, so two files never silently fight over one message.
import { Catalogue, DEFAULT_LOCALE, Locale } from './types';
import core from './core';
import routes from './routes';
import resources from './resources';
import widgets from './widgets';
import server from './server';
import workflows from './workflows';
import imports from './imports';
import importWizard from './importWizard';
import people from './people';
import exportsCatalogue from './exports';
import peopleQueryUi from './peopleQueryUi';
import peopleQuery from './peopleQuery';
import exportUi from './exportUi';
import membersCatalogue from './members';
import membersUi from './membersUi';
import photoImport from './photoImport';
import photoExportUi from './photoExportUi';
import photosUi from './photosUi';
import photoImportUi from './photoImportUi';
import photos from './photos';
import passwordCatalogue from './password';

export * from './types';

const parts: Catalogue[] = [core, routes, resources, widgets, server, workflows, imports, importWizard, people, exportsCatalogue, exportUi, peopleQuery, peopleQueryUi, membersCatalogue, membersUi, photoImportUi, photosUi, photoExportUi, photos, photoImport, passwordCatalogue];

export const CATALOGUE: Catalogue = {};
for (const part of parts) {
  for (const [key, pair] of Object.entries(part)) {
    if (key in CATALOGUE) throw new Error(`message key defined twice: ${key}`);
    CATALOGUE[key] = pair;
  }
}

export function translate(locale: Locale, key: string, params?: Record<string, string | number>): string {
  const pair = CATALOGUE[key];
  let text = pair ? pair[locale === 'en' ? 1 : 0] : key;
  if (params) for (const [k, v] of Object.entries(params)) text = text.split(`{${k}}`).join(String(v));
  return text;
}

export const hasMessage = (key: string): boolean => key in CATALOGUE;

export function localeFromHeader(header: string | undefined): Locale {
  return header && /^en\b/i.test(header.trim()) ? 'en' : DEFAULT_LOCALE;
}
