// The wire contract of a collection's export (issue 12: "export of the current search through the
// existing export job"): started beside the collection's own calls, then polled, cancelled and
// downloaded through the bulk export's calls (EXPORT_PATHS.progress, cancel, download).
import type { ResourceDef } from '../resources/types';

/** POST ResourceExportBody → {redisKey}; beside the collection's base, e.g. …/question/propose/export */
export const resourceExportPath = (def: Pick<ResourceDef, 'base'>): string => `${def.base}/export`;

export interface ResourceExportBody {
  tenantId?: string;
  /** trimmed, 1..30 characters; '.xlsx' is added (the bulk export's rule) */
  fileName?: string | null;
  /** the list fields to write, by name, in this order (default: every list field) */
  fields?: string[] | null;
  /** the list's current query: its filters and sort, exactly as the list call takes them (paging ignored) */
  query: Record<string, unknown>;
}
