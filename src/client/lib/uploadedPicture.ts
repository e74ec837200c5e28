// What an uploaded picture puts into the field it was picked for: an image field takes the
// stored file's id; a rich-text field (its editor's picture button) gets an <img> of the file's
// address appended to its HTML (the server keeps pictures from our own file address only).
import { uploadPathOf, type ImageUploadPath, type UploadedFile } from '../../shared/resources/files';
import type { FieldDef } from '../../shared/resources/types';

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The value the field holds once the picture is stored. */
export function uploadedValue(field: Pick<FieldDef, 'type'> | undefined, current: unknown, uploaded: UploadedFile): string {
  if (field?.type !== 'richText') return uploaded.id;
  const html = typeof current === 'string' ? current : '';
  return `${html}<p><img src="${escapeAttr(uploaded.url)}"></p>`;
}

/** The call a field's pictures go through (a field not found: file/upload). */
export const uploadPathFor = (field: Pick<FieldDef, 'type' | 'upload'> | undefined): ImageUploadPath => uploadPathOf(field ?? { type: 'image' });
