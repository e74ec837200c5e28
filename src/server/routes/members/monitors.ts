// Monitors (document 001 §3 "API add", §7): the monitor list, the projects of the project
// filter, a monitor's APIs and their removal, the candidate API list (data, total, fixedCount)
// and the add (monitorId, type, isAll, checkIds).
import type { FastifyInstance } from 'fastify';
import {
  ApiCandidateBody,
  MONITOR_PATHS,
  MonitorAddApiBody,
  MonitorApiListBody,
  MonitorApiRemoveBody,
  MonitorListBody,
} from '../../../shared/members/monitorApi';
import { addApis, listCandidateApis, listMonitorApis, listMonitors, listProjects, removeMonitorApis } from '../../members/monitors';
import { authOf } from '../../types';
import { addMessage } from './addMessage';
import { answer, pagingOf, textOf } from './answer';
import { addApiSchema, candidateApiSchema, getListSchema, monitorApiListSchema, monitorApiRemoveSchema, monitorListSchema } from './schemas';
import { envelopeResponse, PAGE_RESULT } from '../../schemas/response';
import { monitorAddAudit, monitorRemoveAudit } from './audits';

export default async function monitorRoutes(app: FastifyInstance) {
  app.post<{ Body: MonitorListBody }>(MONITOR_PATHS.monitorList, { schema: { body: monitorListSchema, response: envelopeResponse(PAGE_RESULT) } }, (request) =>
    answer(() => {
      const { index, size } = pagingOf(request.body);
      return listMonitors(app.db, authOf(request).tenantId, textOf(request.body.name), index, size);
    }),
  );

  app.get(MONITOR_PATHS.projectList, { schema: { querystring: getListSchema, response: envelopeResponse() } }, (request) =>
    answer(() => listProjects(app.db, authOf(request).tenantId)),
  );

  app.post<{ Body: MonitorApiListBody }>(
    MONITOR_PATHS.monitorApiList,
    { schema: { body: monitorApiListSchema, response: envelopeResponse(PAGE_RESULT) } },
    (request) =>
      answer(() => {
        const b = request.body;
        const { index, size } = pagingOf(b);
        return listMonitorApis(app.db, authOf(request).tenantId, b.monitorId, b.type || undefined, index, size);
      }),
  );

  app.post<{ Body: MonitorApiRemoveBody }>(
    MONITOR_PATHS.monitorApiRemove,
    { config: monitorRemoveAudit, schema: { body: monitorApiRemoveSchema, response: envelopeResponse() } },
    (request) =>
      answer(
        async () => ({ removed: await removeMonitorApis(app.db, authOf(request).tenantId, request.body.monitorId, request.body.ids) }),
        (r) => request.t('members.removed', r),
      ),
  );

  app.post<{ Body: ApiCandidateBody }>(MONITOR_PATHS.candidateApiList, { schema: { body: candidateApiSchema, response: envelopeResponse() } }, (request) =>
    answer(() => {
      const b = request.body;
      const { index, size } = pagingOf(b);
      return listCandidateApis(app.db, authOf(request).tenantId, b.monitorId, b.query, b.advancedSearch ?? [], index, size);
    }),
  );

  app.post<{ Body: MonitorAddApiBody }>(
    MONITOR_PATHS.addApi,
    { config: monitorAddAudit, schema: { body: addApiSchema, response: envelopeResponse() } },
    (request) =>
      answer(() => {
        const b = request.body;
        return addApis(app.db, {
          tenantId: authOf(request).tenantId,
          monitorId: b.monitorId,
          type: b.type,
          isAll: b.isAll,
          checkIds: b.checkIds,
          query: b.isAll ? (b.query ?? {}) : {},
          advancedSearch: b.isAll ? (b.advancedSearch ?? []) : [],
        });
      }, addMessage(request)),
  );
}
