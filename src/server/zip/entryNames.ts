// What an entry's name may be. The archive is never extracted, but names still become the
// identifiers photos are matched by and appear in reports, so a name that would escape a folder
// if it were extracted refuses the whole archive: `..` segments, absolute paths, drive letters,
// backslashes, NUL and other control characters. Directory entries, macOS resource forks
// (__MACOSX/), hidden files (any segment starting with '.') and Office owner files (~$…) are
// left out: the archive tools put them there, the administrator did not.
import yauzl from 'yauzl';
import type { Entry } from 'yauzl';

/** The entry's name: UTF-8 when flagged (or from an Info-ZIP Unicode Path field), else CP437. */
export function decodeEntryName(entry: Entry): string {
  // strict: a backslash stays a backslash, so it is seen and refused (not turned into a folder)
  const raw = entry.fileNameRaw ?? (entry.fileName as unknown as Buffer);
  return yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, raw, entry.extraFields ?? [], true);
}

/** The name with control characters shown, for messages and reports. */
export const printableName = (name: string): string =>
  name.replace(/[\u0000-\u001f\u007f]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`).slice(0, 300);

/** True when the name would reach outside the folder it were extracted to. */
export function isUnsafeName(name: string): boolean {
  if (name === '') return true;
  if (/[\u0000-\u001f\u007f]/.test(name)) return true;
  if (name.includes('\\')) return true;
  if (name.startsWith('/')) return true;
  if (/^[A-Za-z]:/.test(name)) return true;
  return name.split('/').some((segment) => segment === '..');
}

export const isDirectoryName = (name: string): boolean => name.endsWith('/');

/** Tool litter: resource forks, hidden files and folders, Office owner files. */
export function isIgnoredName(name: string): boolean {
  const segments = name.split('/').filter((s) => s !== '' && s !== '.');
  if (segments[0] === '__MACOSX') return true;
  return segments.some((s) => s.startsWith('.') || s.startsWith('~$'));
}

/** The last segment of the name. */
export const baseNameOf = (name: string): string => name.split('/').filter(Boolean).pop() ?? '';

/** The extension of the base name, lower case with its dot ('.jpg'), or ''. */
export function extensionOf(name: string): string {
  const base = baseNameOf(name);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot).toLowerCase() : '';
}

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

/** A symbolic link, by the unix mode kept in the high half of the external attributes. */
export const isSymlink = (entry: Entry): boolean => ((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK;

/** Traditional (bit 0) or strong (bit 6) encryption. */
export const isEncrypted = (entry: Entry): boolean => (entry.generalPurposeBitFlag & 0x41) !== 0;
