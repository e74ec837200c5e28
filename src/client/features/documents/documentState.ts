// The state of every document screen, one entry per document and identity
// (state.documents[slotOf(key, identity)]). Plain data only, so an action log replays.
import { DEFAULT_PAGE_SIZE } from '../../../shared/paging';
import type { DocumentDef, DocumentState, FieldChange, VersionSummary } from '../../../shared/documents/types';
import type { MergeResult, MergeSide } from '../../../shared/documents/merge';
import type { FieldDef } from '../../../shared/resources/types';
import { PagedList, initialPagedList } from '../../lib/pagedList';
import type { Problem } from '../../lib/problem';
import type { SamplePerson } from './preview/eIdSample';

export type DocValues = Record<string, unknown>;
/** field name -> a message already in the user's language */
export type DocFieldErrors = Record<string, string>;

/**
 * idle: never opened; loading: the detail call is due or running; ready: the form can be edited;
 * saving / publishing / restoring: that call is due or running (restoring also for a discarded draft); conflict: a save was refused
 * because someone saved a newer version, and the administrator chooses; failed: the detail failed.
 */
export type DocStatus = 'idle' | 'loading' | 'ready' | 'saving' | 'publishing' | 'restoring' | 'conflict' | 'failed';

/** What a conflicting call was doing, so "keep mine" does it again on the newest base. */
export type DocIntent =
  | { kind: 'save'; publish: boolean }
  | { kind: 'publish' }
  | { kind: 'restore'; version: number }
  | { kind: 'discardDraft' }
  /** one of the definition's documented write calls (DocumentDef.calls), which changes the
   *  newest version on the server and answers the new DocumentState */
  | { kind: 'call'; call: string; body: Record<string, unknown> };

/** A documented read call of the definition (DocumentDef.calls) as its panel last made it. */
export interface DocRead {
  status: 'loading' | 'ready' | 'failed';
  /** what the call was sent with */
  body: Record<string, unknown>;
  result: unknown;
  problem: Problem | null;
}

export interface ConflictState {
  /** the newest version as the server answered it */
  current: DocumentState;
  /** from the base the edit started on to the newest version */
  changes: FieldChange[];
  intent: DocIntent;
  /** a save's (or publish's) three-way merge of base, theirs and mine (shared/documents/merge);
   *  null for a restore or a discarded draft, which are done again as they were */
  merge: MergeResult | null;
  /** field -> the side chosen for a field both changed */
  choices: Record<string, MergeSide>;
}

/** The versions, paged (lib/pagedList). */
export type HistoryState = PagedList<VersionSummary>;

export interface DiffState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  from: number | null;
  to: number | null;
  changes: FieldChange[];
}

export interface RestoreState {
  status: 'idle' | 'confirming';
  version: number | null;
}

/** "Discard draft" asked and waiting for its confirmation. */
export type DiscardState = 'idle' | 'confirming';

/** An image field's upload in flight or refused (the File itself stays in lib/fileRegistry). */
export interface DocUpload {
  status: 'uploading' | 'failed';
  fileId: string;
  fileName: string;
  /** the refusal: a server msg or a catalogue key */
  error: { text?: string; key?: string } | null;
}

export interface DocumentEntry {
  key: string;
  identity: string | null;
  status: DocStatus;
  /** the server's state the form is based on (its version is the next save's base) */
  base: DocumentState | null;
  values: DocValues;
  /** the form differs from the base */
  dirty: boolean;
  errors: DocFieldErrors;
  /** image field -> its upload under way or refused */
  uploads: Record<string, DocUpload>;
  /** image field -> the link of an image uploaded since the base (the base's own come as `<field>Url`) */
  previews: Record<string, string>;
  problem: Problem | null;
  /** the call the saga is to make (set with status saving/publishing/restoring) */
  intent: DocIntent | null;
  conflict: ConflictState | null;
  history: HistoryState;
  diff: DiffState;
  restore: RestoreState;
  discard: DiscardState;
  /** a person of the document's identity (the first of its people list) for a face that shows one */
  sample: SamplePerson | null;
  /** call name -> the definition's read call as last made (panels, field options) */
  reads: Record<string, DocRead>;
}

export type DocumentsState = Record<string, DocumentEntry>;

/** The slot of a document: its key, and `key@identity` for a per-identity document. */
export const slotOf = (key: string, identity: string | null | undefined): string => (identity ? `${key}@${identity}` : key);

/** every list's default (document 002 §2) */
export const HISTORY_PAGE_SIZE = DEFAULT_PAGE_SIZE;

export const initialHistory = (): HistoryState => ({ ...initialPagedList<VersionSummary>(), pageSize: HISTORY_PAGE_SIZE });
export const initialDiff = (): DiffState => ({ status: 'idle', from: null, to: null, changes: [] });
export const idleRestore: RestoreState = { status: 'idle', version: null };

export const initialEntry = (key: string, identity: string | null): DocumentEntry => ({
  key,
  identity,
  status: 'idle',
  base: null,
  values: {},
  dirty: false,
  errors: {},
  uploads: {},
  previews: {},
  problem: null,
  intent: null,
  conflict: null,
  history: initialHistory(),
  diff: initialDiff(),
  restore: idleRestore,
  discard: 'idle',
  sample: null,
  reads: {},
});

const emptyOf = (f: FieldDef): unknown => {
  switch (f.type) {
    case 'switch':
      return false;
    case 'multiSelect':
    case 'records':
      return [];
    case 'number':
    case 'select':
    case 'treeSelect':
      return null;
    default:
      return '';
  }
};

/** The form's values of a content: every field of the definition, its default or empty where the content has none. */
export const valuesOfContent = (def: DocumentDef, content: Record<string, unknown>): DocValues =>
  Object.fromEntries(
    def.fields.map((f) => {
      const stored = content[f.name];
      if (stored !== undefined) return [f.name, stored];
      const fallback = f.name in def.defaults ? def.defaults[f.name] : f.default;
      return [f.name, fallback === undefined ? emptyOf(f) : fallback];
    }),
  );

/**
 * Sets a form value by its name or, for an image inside a records field, its cell path
 * (`<records field>.<row>.<sub-field>`). False when the row is gone (removed while its picture
 * uploaded): nothing is set.
 */
export function setValueAt(values: Record<string, unknown>, path: string, value: string | null): boolean {
  const [name, row, sub] = path.split('.');
  if (row === undefined || sub === undefined) {
    values[name] = value;
    return true;
  }
  const rows = values[name];
  const index = Number(row);
  if (!Array.isArray(rows) || !Number.isInteger(index) || index < 0 || index >= rows.length || typeof rows[index] !== 'object' || rows[index] === null)
    return false;
  (rows[index] as Record<string, unknown>)[sub] = value;
  return true;
}
