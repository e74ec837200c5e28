// Roles and labels (document 000 §6, §7): their lists (baseService/getRoleList,
// getEduLableList), their members, the candidate lists of people and classes not yet in them,
// and the role/label add (parentId, roleId, isPerm ROLE|LABLE, permId, isAll, perm).
import type { FastifyInstance } from 'fastify';
import { MEMBER_PATHS, PermCandidateBody, PermMemberListBody, PermMemberRemoveBody, RolePermAddBody } from '../../../shared/members/api';
import { kindOfRoleId, MemberKind, PermKind } from '../../../shared/members/constants';
import { addMembers } from '../../members/addMembers';
import { listCandidates, readCandidateFilters } from '../../members/candidates';
import { listMembers, removeMembers } from '../../members/memberList';
import { refuse } from '../../refusal';
import { listLabels, listRoles } from '../../members/targetLists';
import { mdb } from '../../members/tables';
import { checkKind, ownTarget, ownTargetIds, TARGETS } from '../../members/targets';
import { authOf } from '../../types';
import { addMessage } from './addMessage';
import { memberActor, removalOf } from './removal';
import { recordedInside } from '../../audit/routeAudit';
import { answer, pagingOf, textOf } from './answer';
import { getListSchema, permAddSchema, permCandidateSchema, permMemberListSchema, permMemberRemoveSchema } from './schemas';
import { envelopeResponse, PAGE_RESULT } from '../../schemas/response';

const defOf = (isPerm: PermKind) => (isPerm === 'ROLE' ? TARGETS.ROLE : TARGETS.LABEL);

const CANDIDATE_LISTS: [string, MemberKind][] = [
  [MEMBER_PATHS.permNotinStudentList, 'STUDENT'],
  [MEMBER_PATHS.permNotinTeacherList, 'TEACHER'],
  [MEMBER_PATHS.permNotinOtherUserList, 'OTHER'],
  [MEMBER_PATHS.permNotinClassList, 'CLASS'],
];

export default async function permRoutes(app: FastifyInstance) {
  // one list under both documents' prefixes (000: blade-platform, 002: blade-workbench)
  for (const path of [MEMBER_PATHS.roleList, MEMBER_PATHS.workbenchRoleList])
    app.get(path, { schema: { querystring: getListSchema, response: envelopeResponse() } }, (request) =>
      answer(() => listRoles(app.db, authOf(request).tenantId)),
    );
  app.get(MEMBER_PATHS.labelList, { schema: { querystring: getListSchema, response: envelopeResponse() } }, (request) =>
    answer(() => listLabels(app.db, authOf(request).tenantId)),
  );

  app.post<{ Body: PermMemberListBody }>(
    MEMBER_PATHS.permMemberList,
    { schema: { body: permMemberListSchema, response: envelopeResponse(PAGE_RESULT) } },
    (request) =>
      answer(async () => {
        const tenantId = authOf(request).tenantId;
        const b = request.body;
        const target = await ownTarget(app.db, tenantId, defOf(b.isPerm), b.permId);
        const { index, size } = pagingOf(b);
        return listMembers(app.db, tenantId, target, { kind: b.kind || undefined, name: textOf(b.name), extra: b.roleId ?? undefined }, index, size);
      }),
  );

  app.post<{ Body: PermMemberRemoveBody }>(
    MEMBER_PATHS.permMemberRemove,
    { config: recordedInside, schema: { body: permMemberRemoveSchema, response: envelopeResponse() } },
    (request) =>
      answer(
        async () => {
          const b = request.body;
          const target = await ownTarget(app.db, authOf(request).tenantId, defOf(b.isPerm), b.permId);
          return { removed: await removeMembers(app.db, removalOf(request, target, b, b.query?.roleId ?? undefined)) };
        },
        (r) => request.t('members.removed', r),
      ),
  );

  for (const [path, kind] of CANDIDATE_LISTS) {
    app.post<{ Body: PermCandidateBody }>(path, { schema: { body: permCandidateSchema, response: envelopeResponse(PAGE_RESULT) } }, (request) =>
      answer(async () => {
        const tenantId = authOf(request).tenantId;
        const b = request.body;
        if (b.roleId !== undefined && b.roleId !== null && kindOfRoleId(b.roleId) !== kind) refuse('members.roleIdMismatch', { roleId: b.roleId });
        const target = await ownTarget(app.db, tenantId, defOf(b.isPerm), b.permId);
        const filters = readCandidateFilters(kind, b as unknown as Record<string, unknown>);
        const { index, size } = pagingOf(b);
        return listCandidates(app.db, tenantId, target, kind, filters, index, size);
      }),
    );
  }

  app.post<{ Body: RolePermAddBody }>(
    MEMBER_PATHS.permAdd,
    { config: recordedInside, schema: { body: permAddSchema, response: envelopeResponse() } },
    (request) =>
      answer(async () => {
        const tenantId = authOf(request).tenantId;
        const b = request.body;
        const def = defOf(b.isPerm);
        const kind = kindOfRoleId(b.roleId);
        checkKind(def, kind);
        const target = await ownTarget(app.db, tenantId, def, b.permId);
        if (b.parentId) {
          // the label's group; roles have none
          const parent =
            def.target === 'LABEL'
              ? ((await mdb(app.db).selectFrom('perm_labels').select('parent_id').where('id', '=', b.permId).executeTakeFirst())?.parent_id ?? null)
              : null;
          if (parent !== b.parentId) refuse('members.notFound.PARENT');
        }
        const alsoInto = new Map<number, number[]>();
        for (const p of b.perm) {
          const further = (p.permIds ?? []).filter((x) => x !== b.permId);
          if (further.length === 0) continue;
          if (b.isAll) refuse('members.permIdsOnAll');
          alsoInto.set(p.id, [...(alsoInto.get(p.id) ?? []), ...further]);
        }
        const named = [...new Set([...alsoInto.values()].flat())];
        if (named.length > 0 && (await ownTargetIds(app.db, tenantId, def, named)).size !== named.length) refuse(`members.notFound.${def.target}`);
        return addMembers(app.db, {
          tenantId,
          actor: memberActor(request),
          target,
          kind,
          extra: b.roleId,
          isAll: b.isAll,
          ids: b.perm.map((p) => p.id),
          alsoInto,
          filters: b.isAll ? readCandidateFilters(kind, (b.query ?? {}) as Record<string, unknown>) : {},
        });
      }, addMessage(request)),
  );
}
