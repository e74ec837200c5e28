// The apps' public reads of the catalogues (issue 29): no sign-in (src/server/paths.ts
// PUBLIC_PREFIXES), plain JSON (never the envelope), a strong ETag over the exact bytes answered
// with 304 on If-None-Match, Cache-Control no-cache. A refusal is HTTP 404 (or 400) with
// { error } in the request's language. The tenant is named by its code in the path, as the
// documents' read does; an unknown or disabled tenant is 404.
//
//   GET /api/public/collections/:tenantCode/:key[?page=&size=]  → PublicPage (a collection's
//       `publicRead`: published/enabled records only, their id and the named fields, in the
//       list's order; page from 1, size default 40, at most 100 as document 002's table offers)
//   GET /api/public/robot/:tenantCode/answer?q=                  → TryResult (the console's "try it")
//   GET /api/public/presets/:tenantCode/:account                  → PublicPresets
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_BELOW_ONE, PAGE_SIZES } from '../paging';

/** Document 002 §2 (../paging): the paged table's default size, and its largest offered size (no "no paging"). */
export const PUBLIC_PAGE_SIZE = DEFAULT_PAGE_SIZE;
export const PUBLIC_PAGE_SIZE_MAX = Math.max(...PAGE_SIZES);
/** what a page size below 1 becomes (document 002 §2) */
export const PUBLIC_PAGE_SIZE_SMALLEST = PAGE_SIZE_BELOW_ONE;

export const PUBLIC_COLLECTION_PATTERN = '/api/public/collections/:tenantCode/:key';
export const PUBLIC_ROBOT_ANSWER_PATTERN = '/api/public/robot/:tenantCode/answer';
export const PUBLIC_PRESETS_PATTERN = '/api/public/presets/:tenantCode/:account';

const code = (text: string) => encodeURIComponent(text);
export const publicCollectionPath = (tenantCode: string, key: string) => `/api/public/collections/${code(tenantCode)}/${code(key)}`;
export const publicRobotAnswerPath = (tenantCode: string, q: string) => `/api/public/robot/${code(tenantCode)}/answer?q=${code(q)}`;
export const publicPresetsPath = (tenantCode: string, account: string) => `/api/public/presets/${code(tenantCode)}/${code(account)}`;

/**
 * What a collection lets the apps read (ResourceDef.publicRead): the fields by their wire names
 * (each record carries its `id` too), and, when given, only the records whose `field` holds `value`
 * (shelved, enabled, published). Image fields are answered as their address (file/view).
 */
export interface PublicReadDef {
  fields: readonly string[];
  when?: { field: string; value: string | number | boolean };
}

/** One page of a collection's public read. */
export interface PublicPage<R = Record<string, unknown>> {
  data: ({ id: number } & R)[];
  total: number;
  page: number;
  size: number;
}

/** One service a person gets: no more than the apps show of it. */
export interface PublicPresetService {
  id: number;
  name: string;
  /** the icon's address, or null */
  icon: string | null;
}

/**
 * "Which services does this person get": the effective list of the preset screen (shelved
 * services the person's identity may see, in order). The account is resolved as the apps' calls
 * resolve it (their account, student, work or exam number). An unknown account answers an empty
 * list, as a person who gets nothing does: the read is no way to learn whether an account exists,
 * and it says nothing else of the person.
 */
export interface PublicPresets {
  services: PublicPresetService[];
}

/** A refusal of a public read. */
export interface PublicError {
  error: string;
  /** the catalogue key the error was said from, and its parameters (as the console's envelope) */
  key?: string;
  params?: Record<string, string | number>;
}
