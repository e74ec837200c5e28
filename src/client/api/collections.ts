// The wire shapes of the collection calls the console builds itself (issue 12): list query with
// sort and range filters, lookups, action, adjustOrder, detail and the image upload. One place, so a
// shape the server settles differently is changed here only.
import type { Envelope } from '../../shared/protocol';
import { CallDef, ResourceDef, ResourceRow, fullPath, lookupPath } from '../../shared/resources';
import { CHECK_URL_PATH, CheckedUrl, FILE_PATHS, ImageUploadPath, UploadedFile, fileUrl } from '../../shared/resources/files';
import type { Api, RequestOptions } from './types';

export type { UploadedFile };

export type SortDirection = 'asc' | 'desc';
export interface SortOrder {
  field: string;
  direction: SortDirection;
}

/** A date or datetime range filter's value; either end may be blank. */
export interface RangeValue {
  from: string;
  to: string;
}

export const isRange = (value: unknown): value is RangeValue =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && 'from' in value && 'to' in value;

/**
 * The list call's filters, sort and page (src/server/resources/list.ts and schemas.ts): a date or
 * datetime range goes as `<name>Start` / `<name>End` (days; a day as the end takes the whole day;
 * a blank end is dropped by fetchPage), a multi-select's values as an array. A POST body carries
 * the order as `sort: { field, direction }`; a GET query (method 'GET') as `sortField` and
 * `sortDirection`, with multi-select values comma separated. Without a sort the server uses the
 * order field, else the definition's orderBy.
 */
export function listQuery(
  filters: Record<string, unknown>,
  sort: SortOrder | null,
  paging: { pageIndex: number; pageSize: number },
  method: 'GET' | 'POST' = 'POST',
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(filters)) {
    if (isRange(value)) {
      body[`${name}Start`] = value.from;
      body[`${name}End`] = value.to;
    } else if (Array.isArray(value) && method === 'GET') body[name] = value.join(',');
    else body[name] = value;
  }
  if (sort && method === 'GET') {
    body.sortField = sort.field;
    body.sortDirection = sort.direction;
  } else if (sort) body.sort = { field: sort.field, direction: sort.direction };
  return { ...body, ...paging };
}

/** A call's request: its method, full path and body (GET sends the body as query params). */
export function callRequest(def: ResourceDef, callDef: CallDef, body: Record<string, unknown>): RequestOptions {
  const url = fullPath(def, callDef.path);
  return callDef.method === 'GET' ? { method: 'GET', url, params: body } : { method: 'POST', url, data: body };
}

/** One call of a definition (a tool, a related list) with its body, as the definition names it. */
export const resourceCall = <T>(api: Api, def: ResourceDef, callDef: CallDef, body: Record<string, unknown>): Promise<Envelope<T>> =>
  api.request<T>(callRequest(def, callDef, body));

/** One of a definition's lookups (the options a select field picks from), as it names it. */
export const lookupCall = (api: Api, def: ResourceDef, name: string): Promise<Envelope<unknown>> =>
  api.request<unknown>({ method: def.lookups![name].method, url: lookupPath(def, name) });

/** The one call answering several lookups at once (ResourceDef.lookupBundle: getAllServerDict). */
export const lookupBundleCall = (api: Api, def: ResourceDef): Promise<Envelope<unknown>> =>
  api.request<unknown>({ method: def.lookupBundle!.method, url: fullPath(def, def.lookupBundle!.path) });

/** An inline edit (ResourceDef.inlineEdit: serviceItem/update): the id and the one field edited. */
export const inlineEditBody = (id: number, field: string, value: unknown) => ({ id, [field]: value });

/** A row or batch action: { ids, [field]: value } (ActionDef). */
export const actionBody = (ids: number[], field: string, value: string | number | boolean) => ({ ids, [field]: value });

/** adjustOrder: the ids of the page in their new order. */
export const orderBody = (ids: number[]) => ({ ids });

/** detail: the record's id. */
export const detailBody = (id: number) => ({ id });

/** The multipart body of file/upload: one part named `file` (the tenant comes from the session). */
export function uploadForm(file: Blob, fileName: string): FormData {
  const form = new FormData();
  form.append('file', file, fileName);
  return form;
}

/** A picture's upload through the call its field names (IMAGE_UPLOAD_PATHS, uploadPathOf in
 *  src/shared/resources/files.ts; file/upload by default): answers { id, url, mime, size }. */
export const uploadFile = (api: Api, file: Blob, fileName: string, path: ImageUploadPath = FILE_PATHS.upload): Promise<Envelope<UploadedFile>> =>
  api.upload<UploadedFile>(path, uploadForm(file, fileName));

/** baseService/checkURL: may this address be used (the server resolves the name, never fetches it) */
export const checkUrl = (api: Api, url: string): Promise<Envelope<CheckedUrl>> =>
  api.request<CheckedUrl>({ method: 'POST', url: CHECK_URL_PATH, data: { url } });

/** The link that shows an image field of a row: the stored file id's view address. */
export const imageUrlOf = (row: ResourceRow | Record<string, unknown>, field: string): string => {
  const id = row[field];
  return typeof id === 'string' && id ? fileUrl(id) : '';
};
