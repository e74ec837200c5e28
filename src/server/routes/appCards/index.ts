// ospApplicationCardConfig/checkReuse (document 000 §7, /api/blade-brick): whether a card name or code is already
// held by another application card of the tenant (the collection's unique fields, compared
// trimmed and case-insensitive, as the unique index and every save compare them). `id` is the
// card being edited, which may keep its own value. The collection's other calls come from its
// definition (routes/resources).
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { APP_CARD_CHECK_REUSE_PATH, appCards } from '../../../shared/resources/appCards/definition';
import { ok } from '../../envelope';
import { bodySchema, ID, text } from '../../schemas/request';
import { envelopeResponse, objectResult } from '../../schemas/response';
import { authOf } from '../../types';

const UNIQUE = appCards.fields.filter((f) => f.unique);

const checkReuseSchema = bodySchema({ field: { type: 'string', enum: UNIQUE.map((f) => f.name) }, value: text(40, 1), id: ID }, ['field', 'value']);

export default async function appCardRoutes(app: FastifyInstance) {
  app.post<{ Body: { field: string; value: string; id?: number } }>(
    APP_CARD_CHECK_REUSE_PATH,
    { schema: { body: checkReuseSchema, response: envelopeResponse(objectResult({ reused: { type: 'boolean' } })) } },
    async (request) => {
      const field = UNIQUE.find((f) => f.name === request.body.field)!;
      const { rows } = await sql`select 1 from ${sql.table(appCards.table)} where tenant_id = ${authOf(request).tenantId}
        and lower(trim(${sql.ref(field.column)})) = lower(trim(${request.body.value})) and id <> ${request.body.id ?? 0} limit 1`.execute(app.db);
      const reused = rows.length > 0;
      const msg = reused ? request.t('validation.duplicate', { field: request.t(field.label), value: request.body.value.trim() }) : '';
      return ok({ reused }, msg);
    },
  );
}
