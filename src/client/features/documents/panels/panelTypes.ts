// What a document panel view is handed (panels/DocumentPanel.tsx makes it): the entry, the words,
// and the definition's documented calls by name — a read kept in `entry.reads`, a write that
// saves a version of its own (only while the form has no unsaved edits: `canWrite`).
import type { T } from '../../../i18n';
import type { DocRead, DocumentEntry } from '../documentState';

export interface PanelProps {
  t: T;
  entry: DocumentEntry;
  /** the read call as last made, if ever */
  readOf: (call: string) => DocRead | undefined;
  read: (call: string, body?: Record<string, unknown>) => void;
  write: (call: string, body: Record<string, unknown>) => void;
  /** a write can be asked now: the form is ready and saved, no call is under way */
  canWrite: boolean;
}

/** A list answer's rows ({ data: T[] } or T[]), none when it is anything else. */
export const rowsOf = <R>(result: unknown): R[] => {
  const rows = Array.isArray(result) ? result : (result as { data?: unknown } | null)?.data;
  return Array.isArray(rows) ? (rows.filter((r) => typeof r === 'object' && r !== null) as R[]) : [];
};

/** A list answer's version and whether it is the published one (the scene and tile lists say). */
export const versionOf = (result: unknown): { version: number; published: boolean } | null => {
  const r = result as { version?: unknown; published?: unknown } | null;
  return r && typeof r.version === 'number' ? { version: r.version, published: r.published === true } : null;
};
