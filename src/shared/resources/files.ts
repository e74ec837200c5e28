// Uploaded images of collections and documents (image fields, rich-text pictures): the upload
// call (document 002 §7 "Dictionary and file": file/upload, multipart) and the address that shows
// a stored file. The upload answers { id, url, mime, size }; an image field stores the id; the
// file is served without a session by its unguessable id (the login page shows such images).
export const FILE_PATHS = {
  /** POST multipart: one part named `file` (PNG, JPEG, GIF or WebP, within the published limit, ≤ IMAGE_MAX_BYTES) */
  upload: '/api/blade-platform/file/upload',
  /** GET `${view}/<id>`: the file's bytes */
  view: '/api/blade-platform/file/view',
} as const;

/**
 * POST { url }: whether an address may be used (the url rule, and every address its name
 * resolves to public); 1000 with { url, addresses } or 9009 naming the field `url`.
 */
export const CHECK_URL_PATH = '/api/blade-workbench/baseService/checkURL';

export interface CheckedUrl {
  url: string;
  addresses: string[];
}

/** An uploaded file's id as file/upload answers it. */
export const FILE_ID = /^f_[a-f0-9]{32}$/;

/**
 * The hard ceiling of a picture upload, whatever is published: the limit the school publishes in
 * /generalConfig (generalSettings.imageUploadMaxMb, at most this many MB) governs each upload
 * (src/server/files/imageLimit.ts). The file is buffered whole before it is judged, so the ceiling
 * bounds the memory an upload takes.
 */
export const IMAGE_CEILING_MB = 20;
export const IMAGE_MAX_BYTES = IMAGE_CEILING_MB * 1024 * 1024;
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export type ImageMime = (typeof IMAGE_MIME_TYPES)[number];

/** What file/upload answers. */
export interface UploadedFile {
  id: string;
  url: string;
  mime: ImageMime;
  size: number;
}

/**
 * The documented calls that store a picture (document 000 §7), one implementation with file/upload
 * (the same part `file`, the same check by content, limit and quota, the same UploadedFile answer):
 * a field names its own with FieldDef.upload, else it takes its kind's (uploadPathOf).
 */
export const IMAGE_UPLOAD_PATHS = {
  /** document 002 §7: every image field unless it names another */
  file: FILE_PATHS.upload,
  /** the appearance's logo (/appearanceConfig) */
  guiseLogo: '/api/blade-workbench/eduSystemManageGuiseLogo/upload',
  /** the pictures put into rich text (theme articles, the alumni pact, the login prompt…) */
  frameWork: '/api/im/upload/FrameWorkUpload',
} as const;
export type ImageUploadPath = (typeof IMAGE_UPLOAD_PATHS)[keyof typeof IMAGE_UPLOAD_PATHS];

/** The call a field's pictures are uploaded through: its own, or its kind's (rich text FrameWorkUpload, images file/upload). */
export const uploadPathOf = (field: { type: string; upload?: ImageUploadPath }): ImageUploadPath =>
  field.upload ?? (field.type === 'richText' ? IMAGE_UPLOAD_PATHS.frameWork : IMAGE_UPLOAD_PATHS.file);

/** The address an <img> shows a stored file from. */
export const fileUrl = (id: string): string => `${FILE_PATHS.view}/${id}`;
