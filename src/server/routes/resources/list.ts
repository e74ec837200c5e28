// A collection's list call: a POST body, or a GET query (multiSelect filters comma separated,
// the order as sortField/sortDirection) read as the same body. A date range that cannot be
// answers 9009 naming its end; an empty page answers 1004. Personal fields (ResourceDef.masked)
// leave masked by the tenant's published rules.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ResourceDef } from '../../../shared/resources';
import { callsOf, fullPath } from '../../../shared/resources';
import { empty, fieldError, invalid, ok } from '../../envelope';
import { isArrayField } from '../../resources/columns';
import { listRecords, rangeProblems } from '../../resources/list';
import { recordMasker } from '../../resources/masking';
import { listBodySchema, listQuerySchema } from '../../resources/schemas';
import { envelopeResponse, PAGE_RESULT } from '../../schemas/response';
import { authOf } from '../../types';

type Body = Record<string, unknown>;

/** A GET list's query as a list body: multiSelect filters comma separated, the order as sortField/sortDirection. */
function queryAsBody(def: ResourceDef, query: Body): Body {
  const body: Body = { ...query };
  for (const f of def.fields.filter(isArrayField)) {
    if (typeof body[f.name] === 'string')
      body[f.name] = (body[f.name] as string)
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
  }
  if (query.sortField) body.sort = { field: query.sortField, direction: query.sortDirection ?? 'asc' };
  return body;
}

export function registerList(app: FastifyInstance, def: ResourceDef): void {
  const call = callsOf(def).list;
  const handler = async (request: FastifyRequest, body: Body) => {
    const problems = rangeProblems(def, body);
    if (problems.length > 0) {
      const field = (name: string) => request.t(def.fields.find((f) => name === `${f.name}Start` || name === `${f.name}End`)!.label);
      return invalid(
        request.t,
        problems.map((p) => fieldError(request.t, p.field, p.key, { field: field(p.field) })),
      );
    }
    const { tenantId } = authOf(request);
    const page = await listRecords(app.db, def, tenantId, body);
    if (page.data.length === 0) return empty(page, request.t('common.noData'));
    // personal fields masked by the published rules (ResourceDef.masked)
    const mask = await recordMasker(app.db, def, tenantId, 'list');
    return ok({ ...page, data: page.data.map(mask) });
  };
  if (call.method === 'GET') {
    app.get<{ Querystring: Body }>(
      fullPath(def, call.path),
      { schema: { querystring: listQuerySchema(def), response: envelopeResponse(PAGE_RESULT) } },
      (request) => handler(request, queryAsBody(def, request.query)),
    );
  } else {
    app.post<{ Body: Body }>(fullPath(def, call.path), { schema: { body: listBodySchema(def), response: envelopeResponse(PAGE_RESULT) } }, (request) =>
      handler(request, request.body),
    );
  }
}
