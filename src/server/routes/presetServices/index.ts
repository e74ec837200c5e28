// The preset services' calls (src/shared/services/presets.ts; the logic lives in
// src/server/presetServices): the roles' presets, the personal presets and the member picker's
// candidate lists and add for them. The tenant is always the token's.
import type { FastifyInstance } from 'fastify';
import { PRESET_CANDIDATE_PATHS, PRESET_PATHS } from '../../../shared/services/presets';
import type {
  PersonAddBody,
  PersonDetailBody,
  PersonListBody,
  PersonRemoveBody,
  PersonSaveBody,
  PresetKind,
  RoleDetailBody,
  RoleSaveBody,
} from '../../../shared/services/presets';
import { readCandidateFilters } from '../../members/candidates';
import { addPresetPeople, listPresetCandidates } from '../../presetServices/candidates';
import { shelvedServices } from '../../presetServices/lists';
import { listPresetPeople, personDetail, removePresetPeople, savePersonPreset } from '../../presetServices/people';
import { listPresetRoles, roleDetail, saveRolePreset } from '../../presetServices/roles';
import { envelopeResponse, LIST_RESULT, objectResult, PAGE_RESULT } from '../../schemas/response';
import { authOf } from '../../types';
import { addMessage } from '../members/addMessage';
import { answer, pagingOf, textOf } from '../members/answer';
import { getListSchema } from '../members/schemas';
import {
  candidateSchema,
  personAddSchema,
  personDetailSchema,
  personListSchema,
  personRemoveSchema,
  personSaveSchema,
  roleDetailSchema,
  roleSaveSchema,
} from './schemas';
import { personAddAudit, personRemoveAudit, personSaveAudit, roleSaveAudit } from './audit';

const SAVED = objectResult({ count: { type: 'integer' } });

export default async function presetServiceRoutes(app: FastifyInstance) {
  app.get(PRESET_PATHS.roleList, { schema: { querystring: getListSchema, response: envelopeResponse(LIST_RESULT) } }, (request) =>
    answer(() => listPresetRoles(app.db, authOf(request).tenantId)),
  );
  app.get(PRESET_PATHS.serviceOptions, { schema: { querystring: getListSchema, response: envelopeResponse(LIST_RESULT) } }, (request) =>
    answer(() => shelvedServices(app.db, authOf(request).tenantId)),
  );
  app.post<{ Body: RoleDetailBody }>(PRESET_PATHS.roleDetail, { schema: { body: roleDetailSchema, response: envelopeResponse(objectResult({})) } }, (request) =>
    answer(() => roleDetail(app.db, authOf(request).tenantId, request.body.roleId)),
  );
  app.post<{ Body: RoleSaveBody }>(
    PRESET_PATHS.roleSave,
    { config: roleSaveAudit, schema: { body: roleSaveSchema, response: envelopeResponse(SAVED) } },
    (request) =>
      answer(
        () => saveRolePreset(app.db, authOf(request).tenantId, request.body.roleId, request.body.serviceIds),
        (r) => request.t('presets.saved', r),
      ),
  );

  app.post<{ Body: PersonListBody }>(PRESET_PATHS.personList, { schema: { body: personListSchema, response: envelopeResponse(PAGE_RESULT) } }, (request) => {
    const { index, size } = pagingOf(request.body);
    return answer(() => listPresetPeople(app.db, authOf(request).tenantId, textOf(request.body.name), index, size));
  });
  app.post<{ Body: PersonDetailBody }>(
    PRESET_PATHS.personDetail,
    { schema: { body: personDetailSchema, response: envelopeResponse(objectResult({})) } },
    (request) => answer(() => personDetail(app.db, authOf(request).tenantId, request.body.personId)),
  );
  app.post<{ Body: PersonSaveBody }>(
    PRESET_PATHS.personSave,
    { config: personSaveAudit, schema: { body: personSaveSchema, response: envelopeResponse(SAVED) } },
    (request) =>
      answer(
        () => savePersonPreset(app.db, authOf(request).tenantId, request.body.personId, request.body.mode, request.body.serviceIds),
        (r) => request.t('presets.saved', r),
      ),
  );
  app.post<{ Body: PersonRemoveBody }>(
    PRESET_PATHS.personRemove,
    { config: personRemoveAudit, schema: { body: personRemoveSchema, response: envelopeResponse() } },
    (request) =>
      answer(
        () => removePresetPeople(app.db, authOf(request).tenantId, request.body.personIds),
        (r) => request.t('members.removed', r),
      ),
  );

  app.post<{ Body: PersonAddBody }>(
    PRESET_PATHS.personAdd,
    { config: personAddAudit, schema: { body: personAddSchema, response: envelopeResponse() } },
    (request) => {
      const b = request.body;
      const filters = b.isAll ? readCandidateFilters(b.kind, (b.query ?? {}) as Record<string, unknown>) : {};
      return answer(() => addPresetPeople(app.db, authOf(request).tenantId, { kind: b.kind, isAll: b.isAll, ids: b.ids, filters }), addMessage(request));
    },
  );
  for (const [kind, path] of Object.entries(PRESET_CANDIDATE_PATHS) as [PresetKind, string][]) {
    app.post<{ Body: Record<string, unknown> }>(path, { schema: { body: candidateSchema, response: envelopeResponse(PAGE_RESULT) } }, (request) => {
      const filters = readCandidateFilters(kind, request.body);
      const { index, size } = pagingOf(request.body);
      return answer(() => listPresetCandidates(app.db, authOf(request).tenantId, kind, filters, index, size));
    });
  }
}
