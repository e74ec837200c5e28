// A collection's actions (forbid, sign out…): one route per distinct `action.call.path`, body
// `{ ids, [field]: value }` where the value is one of the actions sharing that path (omitted when
// only one action uses it). Answers { changed }, or 1002 when no id is the tenant's.
import type { FastifyInstance } from 'fastify';
import type { ActionDef, ResourceDef } from '../../../shared/resources';
import { fullPath } from '../../../shared/resources';
import { ok, refusedAs } from '../../envelope';
import { setFieldAudited } from '../../resources/auditedWrites';
import { actionBodySchema } from '../../resources/schemas';
import { envelopeResponse } from '../../schemas/response';
import { actorOf } from './actor';
import { recordedInside } from '../../audit/routeAudit';

export function registerActions(app: FastifyInstance, def: ResourceDef): void {
  const byPath = new Map<string, ActionDef[]>();
  for (const a of def.actions ?? []) byPath.set(fullPath(def, a.call.path), [...(byPath.get(fullPath(def, a.call.path)) ?? []), a]);
  for (const [path, actions] of byPath) {
    const field = def.fields.find((f) => f.name === actions[0].field)!;
    app.post<{ Body: Record<string, unknown> & { ids: number[] } }>(
      path,
      { config: recordedInside, schema: { body: actionBodySchema(def, actions), response: envelopeResponse() } },
      async (request) => {
        const value = Object.hasOwn(request.body, field.name) ? request.body[field.name] : actions[0].value;
        const changed = await setFieldAudited(app.db, def, actorOf(request), request.body.ids, field, value);
        return changed === 0 ? refusedAs(request.t, 'validation.notFound') : ok({ changed }, request.t('collection.action.done'));
      },
    );
  }
}
