// One way every member, authorization and monitor route answers: the work's result as 1000
// (with an optional message), a MembersRefused as 1002 with its localized message, a refused
// advanced search as 9009 naming the row. Anything else is a fault (the error handler's 9999).
import type { FastifyRequest } from 'fastify';
import type { Envelope } from '../../../shared/protocol';
import { ok, refused } from '../../envelope';
import { MembersRefused } from '../../members/refusal';
import { normalisePaging } from '../../resources/list';
import { PeopleQueryRefused, refusedQueryAnswer } from '../../people';

export async function answer<T>(request: FastifyRequest, work: () => Promise<T>, message?: (result: T) => string): Promise<Envelope<unknown>> {
  try {
    const result = await work();
    return ok(result, message ? message(result) : '');
  } catch (e) {
    if (e instanceof MembersRefused) return refused(request.t(e.key, e.params));
    if (e instanceof PeopleQueryRefused) return refusedQueryAnswer(request.t, e);
    throw e;
  }
}

/** pageIndex from 1, pageSize 10 by default (the schema admits only 10, 20, 30, 40) */
export const pagingOf = (body: { pageIndex?: unknown; pageSize?: unknown }) => normalisePaging(body.pageIndex, body.pageSize);

/** text trimmed, blank as absent */
export const textOf = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);
/** an optional id: null, '' or absent as absent */
export const idOf = (v: unknown): number | undefined => (typeof v === 'number' && v > 0 ? v : undefined);
