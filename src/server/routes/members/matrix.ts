// Matrix departments (document 000 §7 matrixUser/*): the departments with their levels, their
// members, the students and teachers not yet in a department (notinMatrixStudentList,
// notinDeptTeacherList), and matrixUser/addUser (deptId, levelId, userIds as a comma list, isAll).
import type { FastifyInstance } from 'fastify';
import {
  MatrixAddBody,
  MatrixCandidateBody,
  MatrixDeptByLevelBody,
  MatrixDeptListBody,
  MatrixMemberListBody,
  MatrixMemberRemoveBody,
  MEMBER_PATHS,
} from '../../../shared/members/api';
import { MAX_WIRE_IDS, MemberKind } from '../../../shared/members/constants';
import { parseCommaList } from '../../../shared/members/selection';
import { addMembers } from '../../members/addMembers';
import { listCandidates, readCandidateFilters } from '../../members/candidates';
import { listMembers, removeMembers } from '../../members/memberList';
import { refuse } from '../../refusal';
import { listMatrixDepts } from '../../members/targetLists';
import { ownLevel, ownTarget, TARGETS } from '../../members/targets';
import { authOf } from '../../types';
import { INT_MAX } from '../../schemas/request';
import { addMessage } from './addMessage';
import { memberActor, removalOf } from './removal';
import { recordedInside } from '../../audit/routeAudit';
import { answer, idOf, pagingOf, textOf } from './answer';
import {
  matrixAddSchema,
  matrixCandidateSchema,
  matrixDeptByLevelSchema,
  matrixDeptListSchema,
  matrixMemberListSchema,
  matrixMemberRemoveSchema,
} from './schemas';
import { envelopeResponse, PAGE_RESULT } from '../../schemas/response';

const DEPT = TARGETS.MATRIX_DEPT;

export default async function matrixRoutes(app: FastifyInstance) {
  app.post<{ Body: MatrixDeptListBody }>(
    MEMBER_PATHS.matrixDeptList,
    { schema: { body: matrixDeptListSchema, response: envelopeResponse(PAGE_RESULT) } },
    (request) =>
      answer(() => {
        const { index, size } = pagingOf(request.body);
        return listMatrixDepts(app.db, authOf(request).tenantId, textOf(request.body.name), index, size);
      }),
  );

  // document 002 §7: the departments of one level (by its name), the screen's department list
  app.post<{ Body: MatrixDeptByLevelBody }>(
    MEMBER_PATHS.matrixDeptListByLevel,
    { schema: { body: matrixDeptByLevelSchema, response: envelopeResponse(PAGE_RESULT) } },
    (request) =>
      answer(() => {
        const { index, size } = pagingOf(request.body);
        return listMatrixDepts(app.db, authOf(request).tenantId, textOf(request.body.name), index, size, textOf(request.body.levelName));
      }),
  );

  app.post<{ Body: MatrixMemberListBody }>(
    MEMBER_PATHS.matrixMemberList,
    { schema: { body: matrixMemberListSchema, response: envelopeResponse(PAGE_RESULT) } },
    (request) =>
      answer(async () => {
        const tenantId = authOf(request).tenantId;
        const b = request.body;
        const target = await ownTarget(app.db, tenantId, DEPT, b.deptId);
        const { index, size } = pagingOf(b);
        return listMembers(app.db, tenantId, target, { kind: b.kind || undefined, name: textOf(b.name), extra: idOf(b.levelId) }, index, size);
      }),
  );

  app.post<{ Body: MatrixMemberRemoveBody }>(
    MEMBER_PATHS.matrixMemberRemove,
    { config: recordedInside, schema: { body: matrixMemberRemoveSchema, response: envelopeResponse() } },
    (request) =>
      answer(
        async () => {
          const b = request.body;
          const target = await ownTarget(app.db, authOf(request).tenantId, DEPT, b.deptId);
          return { removed: await removeMembers(app.db, removalOf(request, target, b, idOf(b.query?.levelId))) };
        },
        (r) => request.t('members.removed', r),
      ),
  );

  const candidates = (path: string, kind: MemberKind) =>
    app.post<{ Body: MatrixCandidateBody }>(path, { schema: { body: matrixCandidateSchema, response: envelopeResponse(PAGE_RESULT) } }, (request) =>
      answer(async () => {
        const tenantId = authOf(request).tenantId;
        const b = request.body;
        const target = await ownTarget(app.db, tenantId, DEPT, b.deptId);
        const levelId = idOf(b.levelId);
        if (levelId !== undefined) await ownLevel(app.db, tenantId, b.deptId, levelId);
        const { index, size } = pagingOf(b);
        return listCandidates(app.db, tenantId, target, kind, readCandidateFilters(kind, b as unknown as Record<string, unknown>), index, size);
      }),
    );
  candidates(MEMBER_PATHS.matrixNotinStudentList, 'STUDENT');
  candidates(MEMBER_PATHS.matrixNotinTeacherList, 'TEACHER');

  app.post<{ Body: MatrixAddBody }>(
    MEMBER_PATHS.matrixAdd,
    { config: recordedInside, schema: { body: matrixAddSchema, response: envelopeResponse() } },
    (request) =>
      answer(async () => {
        const tenantId = authOf(request).tenantId;
        const b = request.body;
        const ids = parseCommaList(b.userIds);
        // an id past PostgreSQL's integer is no one's (and would fail the query)
        if (!ids || ids.some((n) => n > INT_MAX)) return refuse('members.badUserIds');
        if (ids.length > MAX_WIRE_IDS) refuse('members.tooManyIds', { max: MAX_WIRE_IDS });
        const target = await ownTarget(app.db, tenantId, DEPT, b.deptId);
        await ownLevel(app.db, tenantId, b.deptId, b.levelId);
        return addMembers(app.db, {
          tenantId,
          actor: memberActor(request),
          target,
          kind: b.userType,
          extra: b.levelId,
          isAll: b.isAll,
          ids,
          filters: b.isAll ? readCandidateFilters(b.userType, (b.query ?? {}) as Record<string, unknown>) : {},
        });
      }, addMessage(request)),
  );
}
