// How member, authorization and monitor routes answer: the work's result as 1000 with an
// optional message made from it. Refusals thrown below (a member refusal 1002, a refused advanced
// search 9009 naming the row) are answered by the central error handler, anything else is a fault.
import type { Envelope } from '../../../shared/protocol';
import { ok } from '../../envelope';
import { normalisePaging } from '../../resources/list';
import { PICKER_DEFAULT_PAGE_SIZE } from '../../../shared/paging';

export async function answer<T>(work: () => Promise<T>, message?: (result: T) => string): Promise<Envelope<unknown>> {
  const result = await work();
  return ok(result, message ? message(result) : '');
}

/** pageIndex from 1; pageSize the pickers' default (10, document 000 §9) when absent, as these
 *  calls serve the pickers first (the screens' lists send theirs, 40 by default); the schema
 *  admits every listed size (src/shared/paging.ts) */
export const pagingOf = (body: { pageIndex?: unknown; pageSize?: unknown }) => normalisePaging(body.pageIndex, body.pageSize ?? PICKER_DEFAULT_PAGE_SIZE);

/** text trimmed, blank as absent */
export const textOf = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);
/** an optional id: null, '' or absent as absent */
export const idOf = (v: unknown): number | undefined => (typeof v === 'number' && v > 0 ? v : undefined);
