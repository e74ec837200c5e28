// The people lists and detail calls, one pair per identity under its legacy family
// (document 002 §7: eduteacherinfo, edustudentinfo, edunewstudentinfo /list/role; ours for
// graduates and other users). Everything is read within the caller's tenant. List bodies may
// carry an advanced search and a data order (src/server/people). Rows with a photo carry its
// thumbnail as a signed link (app.photos).
import type { FastifyInstance } from 'fastify';
import { IDENTITIES, Identity } from '../../../shared/domain/people';
import { peopleListPath, personDetailPath } from '../../../shared/people/api';
import { empty, ok, refusedAs } from '../../envelope';
import { authOf } from '../../types';
import { listPeople, personDetail } from '../../people/list';
import { peopleListBodySchema, personDetailBodySchema } from './schemas';
import { envelopeResponse, PAGE_RESULT } from '../../schemas/response';

function registerIdentity(app: FastifyInstance, identity: Identity) {
  const thumbOf = (tenantId: string) => (photoPath: string) => app.photos.link(tenantId, photoPath, true);

  app.post<{ Body: Record<string, unknown> }>(
    peopleListPath(identity),
    { schema: { body: peopleListBodySchema, response: envelopeResponse(PAGE_RESULT) } },
    async (request) => {
      // an advanced search or order outside the allow-list is refused below: 9009 naming the culprit
      const { tenantId } = authOf(request);
      const page = await listPeople(app.db, tenantId, identity, request.body, thumbOf(tenantId));
      return page.data.length === 0 ? empty(page, request.t('common.noData')) : ok(page);
    },
  );

  app.post<{ Body: { id: number } }>(
    personDetailPath(identity),
    { schema: { body: personDetailBodySchema, response: envelopeResponse() } },
    async (request) => {
      const { tenantId } = authOf(request);
      const person = await personDetail(app.db, tenantId, identity, request.body.id, thumbOf(tenantId));
      return person ? ok(person) : refusedAs(request.t, 'validation.notFound');
    },
  );
}

export default async function peopleRoutes(app: FastifyInstance) {
  for (const identity of IDENTITIES) registerIdentity(app, identity);
}
