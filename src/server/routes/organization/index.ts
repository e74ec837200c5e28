// Organisation calls: the trees of document 000 §7 (college → major → class, new-student
// classes, departments and one department's subtree) and ours for the organisation screen (the
// whole tree, and a paged unit list with people counts). All within the caller's tenant: a
// unit id of another tenant finds nothing.
import type { FastifyInstance } from 'fastify';
import type { ClassType } from '../../../shared/domain/people';
import { ORG_PATHS } from '../../../shared/people/api';
import { empty, ok, refusedAs } from '../../envelope';
import { authOf } from '../../types';
import { collegeTreeBodySchema, deptSubtreeBodySchema, newStudentTreeQuerySchema, treeBodySchema, unitListBodySchema } from './schemas';
import { collegeMajorTree, deptTree, findNode, newStudentTree, unitTree } from '../../organization/tree';
import { listUnits } from '../../organization/unitList';
import { envelopeResponse, PAGE_RESULT } from '../../schemas/response';

type Body = Record<string, unknown>;
const textOrUndefined = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);

export default async function orgRoutes(app: FastifyInstance) {
  app.post<{ Body: Body }>(ORG_PATHS.collegeMajorTree, { schema: { body: collegeTreeBodySchema, response: envelopeResponse() } }, async (request) => {
    const filter = { classType: textOrUndefined(request.body.classType) as ClassType | undefined, grade: textOrUndefined(request.body.grade) };
    return ok(await collegeMajorTree(app.db, authOf(request).tenantId, filter));
  });

  app.get(ORG_PATHS.newStudentOrganization, { schema: { querystring: newStudentTreeQuerySchema, response: envelopeResponse() } }, async (request) =>
    ok(await newStudentTree(app.db, authOf(request).tenantId)),
  );

  app.post(ORG_PATHS.deptTree, { schema: { body: treeBodySchema, response: envelopeResponse() } }, async (request) =>
    ok(await deptTree(app.db, authOf(request).tenantId)),
  );

  app.post<{ Body: { deptId: number | string } }>(
    ORG_PATHS.deptTreeByDeptId,
    { schema: { body: deptSubtreeBodySchema, response: envelopeResponse() } },
    async (request) => {
      const node = findNode(await deptTree(app.db, authOf(request).tenantId), Number(request.body.deptId));
      return node ? ok([node]) : refusedAs(request.t, 'validation.notFound');
    },
  );

  app.post(ORG_PATHS.unitTree, { schema: { body: treeBodySchema, response: envelopeResponse() } }, async (request) =>
    ok(await unitTree(app.db, authOf(request).tenantId)),
  );

  app.post<{ Body: Body }>(ORG_PATHS.unitList, { schema: { body: unitListBodySchema, response: envelopeResponse(PAGE_RESULT) } }, async (request) => {
    const page = await listUnits(app.db, authOf(request).tenantId, request.body);
    return page.data.length === 0 ? empty(page, request.t('common.noData')) : ok(page);
  });
}
