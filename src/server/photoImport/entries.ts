// Which entries of the zip are photos and which the spreadsheet (by extension; the bytes decide
// later what a photo really is), and the identifier each photo is matched by: its base name
// without the extension, from any folder inside the zip, trimmed (full-width digits made
// half-width); an ID number's X in any case. Names that cannot be an identifier of the naming
// field fail, and so does every photo after the first for the same identifier (a second photo
// for the same person). Decided for the whole zip at once, so a job resumed after a restart
// judges each photo exactly as before.
import { PHOTO_EXTENSIONS, PHOTO_SHEET_EXTENSIONS } from '../../shared/photos/limits';
import type { NamingField } from '../../shared/photos/naming';
import { identifier as normaliseIdentifier, idNumber as normaliseIdNumber } from '../../shared/imports/normalise';
import { baseNameOf, extensionOf, printableName } from '../zip/entryNames';
import type { ZipEntry } from '../zip/reader';

export const isPhotoName = (name: string): boolean => (PHOTO_EXTENSIONS as readonly string[]).includes(extensionOf(name));
export const isSheetName = (name: string): boolean => (PHOTO_SHEET_EXTENSIONS as readonly string[]).includes(extensionOf(name));

export interface Problem {
  reason: string;
  params?: Record<string, string | number>;
}

export interface PhotoPlan {
  /** the photo's position among the zip's photos: items, errors and resumes count by it */
  ordinal: number;
  entry: ZipEntry;
  /** the name as the report shows it */
  shownName: string;
  /** the base name without extension, trimmed */
  identifier: string;
  /** the stored form the people table holds (ID numbers in upper case); null when not valid */
  key: string | null;
  /** decided from the names alone */
  problem: Problem | null;
}

export function identifierOf(name: string): string {
  const base = baseNameOf(name);
  const dot = base.lastIndexOf('.');
  return (dot > 0 ? base.slice(0, dot) : base).trim();
}

/** The identifier as the people table stores it, or null when it cannot be one. */
export function normalisedKey(field: NamingField, identifier: string): string | null {
  const r = field === 'idNumber' ? normaliseIdNumber(identifier) : normaliseIdentifier(identifier);
  return r.ok ? r.value : null;
}

export function planPhotos(entries: ZipEntry[], field: NamingField): PhotoPlan[] {
  const firstOf = new Map<string, string>();
  return entries
    .filter((e) => isPhotoName(e.name))
    .map((entry, ordinal) => {
      const shownName = printableName(entry.name);
      const identifier = identifierOf(entry.name);
      const key = normalisedKey(field, identifier);
      let problem: Problem | null = null;
      if (key === null) problem = { reason: 'photoImport.reason.badIdentifier', params: { field: `naming.${field}` } };
      else if (firstOf.has(key)) problem = { reason: 'photoImport.reason.duplicate', params: { first: firstOf.get(key)! } };
      else firstOf.set(key, shownName);
      return { ordinal, entry, shownName, identifier: printableName(identifier), key, problem };
    });
}
