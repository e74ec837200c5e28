// The upload dialog's own checks (document 001 §5, §8 client messages), made before any call:
// one file, a .zip by its name, a zip type as the browser reports it (an empty type is left to
// the server, which judges the content), and the size limit. Pure: the saga runs it.
import { PACKAGE_ZIP_EXTENSION, PACKAGE_ZIP_MAX_BYTES } from '../../../shared/platform/businessPackages';
import { PHOTO_ZIP_MIME_TYPES } from '../../../shared/photos/limits';
import type { Message } from '../../lib/problem';

export const PACKAGE_ZIP_MAX_MB = PACKAGE_ZIP_MAX_BYTES / (1024 * 1024);

export function checkPickedPackage(files: { name: string; size: number; type: string }[]): Message | null {
  if (files.length === 0) return { key: 'businessPackagesUi.fileRequired' };
  if (files.length > 1) return { key: 'businessPackagesUi.tooMany', params: { count: files.length } };
  const [file] = files;
  if (!file.name.toLowerCase().endsWith(PACKAGE_ZIP_EXTENSION)) return { key: 'businessPackagesUi.onlyZip' };
  if (!(PHOTO_ZIP_MIME_TYPES as readonly string[]).includes(file.type)) return { key: 'upload.fileFormatError' };
  if (file.size > PACKAGE_ZIP_MAX_BYTES) return { key: 'businessPackagesUi.tooLarge', params: { max: PACKAGE_ZIP_MAX_MB } };
  return null;
}
