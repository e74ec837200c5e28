// One definition per configuration document (ARCHITECTURE.md "Three kinds of screen", kind D).
// The server stores the document and every version of it from the definition; the console
// builds its form, draft/publish bar, history, difference and restore from it; the platform's
// apps read the published version through the public read call. Labels are i18n keys.
import type { JobKind } from '../jobs/api';
import type { Catalogue } from '../i18n/types';
import type { FieldDef } from '../resources/types';

export type DocumentScope = 'tenant' | 'tenantIdentity';

/** What face a document has, for its live preview (a frame that follows the form). */
export type DocumentFace = 'loginPage' | 'consoleHeader' | 'appException' | 'eIdCard' | 'preLoginPage' | 'preLoginLanding' | 'appPersonalLayout';

export interface DocumentDef {
  /** the document key: the store key, the public read's :key, the audit target (and its folder) */
  key: string;
  /** its messages in both languages (the folder's labels.ts) */
  labels: Catalogue;
  /** its demo versions (the folder's demo.ts), loaded only by the seed */
  demo: () => Promise<{ default: DocumentDemo }>;
  /** i18n key of its own title, only when it is not its route's one screen (a tab, a document of
   *  several identity routes); any other is titled by its route's menu label (definitionTitle) */
  ownTitle?: string;
  /** the console route that shows it */
  route: string;
  /** the route is a hand-built screen (src/client/app/screens.ts) whose own form makes the
   *  documented `calls` (the score mechanism's tab, the photo settings' dialog): the generic
   *  document screen never shows it, and the browser walk of the document screens leaves it out */
  ownScreen?: boolean;
  /** a per-identity document's routes that each open it on one fixed identity (no identity tabs) */
  identityRoutes?: Record<string, string>;
  /** per tenant, or per tenant and identity (the identity is then a path parameter) */
  scope: DocumentScope;
  /** the same field kinds as collections, plus 'records' */
  fields: FieldDef[];
  /** the content before any save (and what a fresh tenant's apps read until a publish) */
  defaults: Record<string, unknown>;
  /** the stored JSON's size limit in bytes (default DOCUMENT_MAX_BYTES) */
  maxBytes?: number;
  /** the documented detail and save of the document (documents 000/002 §7): the console calls
   *  them instead of the generic detail and save (one implementation on the server, which serves
   *  both); the generic publish, history, diff, restore and discardDraft have no counterpart */
  documented?: DocumentedCalls;
  /** its other documented calls, by name (a read answers data; a write changes the document on
   *  its newest version, as the generic save does, and answers DocumentState, or for a document
   *  with its own screen the value that screen shows) */
  calls?: Record<string, DocumentCall>;
  /** the panel under the form that makes those calls (src/client/features/documents/panels) */
  panel?: DocumentPanelKind;
  /** a field whose options a read call answers ({ code, name }[]): `labelPrefix + code` is the
   *  option's i18n key when the catalogue has it, else the answer's name */
  optionsFrom?: { field: string; call: string; labelPrefix: string };
  /** a face: the screen shows a live preview of the draft */
  face?: DocumentFace;
  /** date pairs where `to` must not be earlier than `from` (both set); `message` an i18n key */
  ranges?: DocumentRange[];
  /** number fields that must add up to a total (the score mechanism's weights) */
  sums?: DocumentSum[];
  /** a job the screen can start beside the form (a panel with a button, progress and result) */
  job?: DocumentJob;
  /** its hand-written server routes beyond the generic and documented calls, by name (the server
   *  registers them from src/server/routes/documents/extensions.ts) */
  serverRoutes?: DocumentServerRoutes;
}

/** The documents' hand-written server routes: the robot's scene calls, the alumni moments' title
 *  and tile calls, the page before login's access ways, its bottom links' check, the news
 *  section's switch and synchronisation, the score mechanism's and photo settings' own forms' calls. */
export type DocumentServerRoutes = 'questionScenes' | 'alumniMoments' | 'preLoginPage' | 'preLoginBottom' | 'newsSection' | 'scoreMechanism' | 'photoConfig';

/** The documented detail and save: the detail by POST with a body (identity in it), or by GET
 *  with a query (identity as a query parameter) when `detailByGet`; the save by POST. */
export interface DocumentedCalls {
  detail?: string;
  detailByGet?: boolean;
  save?: string;
}

/** A documented call of a document besides detail and save (see DocumentDef.calls). */
export interface DocumentCall {
  method: 'GET' | 'POST';
  path: string;
  kind: 'read' | 'write';
}

/** The panels a document screen can show under its form, each making the definition's calls. */
export type DocumentPanelKind = 'questionScenes' | 'momentTitles' | 'checkLinks' | 'newsSwitch';

/** The job kinds a document can start: the console follows them as it follows every job (one
 *  follow saga, shared with the job centre), and the kind names its status call (POST { key }). */
export type DocumentJobKind = Extract<JobKind, 'newsSync'>;

/** A document's job: its start call (POST {}, answering DocumentJobProgress), its kind (which
 *  the job centre lists it as, and whose status call answers DocumentJobProgress) and the i18n
 *  key of its button. */
export interface DocumentJob {
  start: string;
  kind: DocumentJobKind;
  label: string;
}

/** What a document job's start and status calls answer. `counts` (i18n key → number) once it
 *  finished; `errorMsg` in the caller's language once it failed or was cancelled. */
export interface DocumentJobProgress {
  key: string;
  state: 'queued' | 'running' | 'finished' | 'failed' | 'cancelled';
  done: number;
  total: number;
  counts: Record<string, number> | null;
  errorMsg: string | null;
}

/** Two date fields of one document forming a range. */
export interface DocumentRange {
  from: string;
  to: string;
  message: string;
}

/** Number fields of one document that must add up to `total`; the problem names the first field,
 *  `message` an i18n key given { total, sum }. */
export interface DocumentSum {
  fields: string[];
  total: number;
  message: string;
}

export const DOCUMENT_MAX_BYTES = 64 * 1024;

/** One stored version. `version` counts from 1 per document; drafts are versions too. */
export interface DocumentVersion {
  version: number;
  state: 'draft' | 'published';
  content: Record<string, unknown>;
  /** account and name of whoever saved it */
  by: { account: string; name: string };
  /** ISO time */
  at: string;
  /** a restore names the version it brought back */
  restoredFrom?: number | null;
}

/** A field's change between two versions; `path` is the field name (records: name[index].field). */
export interface FieldChange {
  path: string;
  before: unknown;
  after: unknown;
}

/** What the document's detail call returns. */
export interface DocumentState {
  key: string;
  identity: string | null;
  /** the newest version's content (a draft when one is newer than the published one) */
  content: Record<string, unknown>;
  /** the newest version number (0 before the first save): a save names it as its base */
  version: number;
  /** the published version number, or null */
  publishedVersion: number | null;
  /** true when the newest version is a draft not yet published */
  hasDraft: boolean;
}

/** A version listed in the history (no content: the diff call compares two). */
export type VersionSummary = Omit<DocumentVersion, 'content'> & { changed: number };

/** The result of a save, publish or restore refused because its base is not the newest version. */
export interface DocumentConflict {
  conflict: true;
  current: DocumentState;
  changes: FieldChange[];
}

/** The diff call's result. */
export interface DocumentDiff {
  from: number;
  to: number;
  changes: FieldChange[];
}

/** The public read's result: the published content (the defaults with version 0 before a publish). */
export interface PublishedDocument {
  key: string;
  version: number;
  content: Record<string, unknown>;
}

// The generic calls (POST, signed, envelope as every other call), for every document:
//   POST /api/config/:key/detail   { identity? }                               → DocumentState
//   POST /api/config/:key/save     { identity?, baseVersion, content, publish } → DocumentState
//        a baseVersion other than the newest is refused: status 1002 with
//        result { conflict: true, current: DocumentState, changes: FieldChange[] }
//        (changes = from the caller's base to the current newest)
//        invalid content: status 9009 with result naming fields, as every form
//   POST /api/config/:key/publish  { identity?, baseVersion }                  → DocumentState
//   POST /api/config/:key/history  { identity?, current?, size? }              → { data: VersionSummary[], total }
//   POST /api/config/:key/diff     { identity?, from, to }                     → { from, to, changes: FieldChange[] }
//   POST /api/config/:key/restore  { identity?, version, baseVersion }          → DocumentState (a new draft version)
//   POST /api/config/:key/discardDraft { identity?, baseVersion }               → DocumentState (the published content
//        as a new published version, so no draft is left; no draft or nothing published: unchanged)
// The public read, no sign-in, published only, ETag and 304:
//   GET  /api/public/config/:tenantCode/:key[?identity=X] → { key, version, content }
//        plain JSON (never the envelope); before any publish: the definition's defaults with
//        version 0; an unknown tenant or key: HTTP 404 { error }
export const documentPath = (key: string, call: 'detail' | 'save' | 'publish' | 'history' | 'diff' | 'restore' | 'discardDraft') =>
  `/api/config/${key}/${call}`;

/** A generic call's name (documentPath). */
export type GenericCall = Parameters<typeof documentPath>[1];

/** How the console makes a document's call: the documented detail or save where the definition
 *  names one (the detail by GET with a query when `detailByGet`), else the generic POST. The one
 *  place that says which; the server serves both with one handler (routes/documents/calls.ts). */
export function documentCallOf(def: Pick<DocumentDef, 'key' | 'documented'>, call: GenericCall): { method: 'GET' | 'POST'; path: string } {
  const documented = call === 'detail' ? def.documented?.detail : call === 'save' ? def.documented?.save : undefined;
  if (!documented) return { method: 'POST', path: documentPath(def.key, call) };
  return { method: call === 'detail' && def.documented?.detailByGet ? 'GET' : 'POST', path: documented };
}

export const publicDocumentPath = (tenantCode: string, key: string) => `/api/public/config/${encodeURIComponent(tenantCode)}/${encodeURIComponent(key)}`;

/** A demo tenant as a document's demo sees it. */
export interface DemoTenant {
  id: string;
  /** the school's name, e.g. 示范大学 */
  name: string;
}

/** One demo save: saved `daysAgo` before the seed runs, published or kept as a draft. */
export interface DocumentDemoSave {
  content: Record<string, unknown>;
  publish: boolean;
  daysAgo: number;
}

/** The demo versions of a document, oldest first (none: the defaults show); a per-identity
 *  document's demo is asked once for each identity. */
export type DocumentDemo = (tenant: DemoTenant, nowMs: number, identity?: string) => DocumentDemoSave[];
