// The business packages' JSON calls: polling (a failed job answers 1002 with its reason, its
// status still in the result), list, upgradeList, save (apply a version), update and remove.
// The tenant is always the session's.
import type { FastifyInstance } from 'fastify';
import { PACKAGE_PATHS, PackageListBody, PackageSaveBody, PackageUpdateBody } from '../../../shared/platform/businessPackages';
import { Status } from '../../../shared/protocol';
import { empty, ok } from '../../envelope';
import { findPackageJob } from '../../businessPackages/jobRows';
import { applyVersion, listPackages, listVersions, removePackage, updatePackage } from '../../businessPackages/packages';
import { packageJobStatus } from '../../businessPackages/status';
import { normalisePaging } from '../../resources/list';
import { envelopeResponse } from '../../schemas/response';
import { authOf } from '../../types';
import { idBody, jobResult, listBody, packageResult, pageResult, pollingBody, saveBody, updateBody, versionsResult } from './schemas';
import { recordedInside } from '../../audit/routeAudit';

export default async function callRoutes(app: FastifyInstance) {
  const actorOf = (request: Parameters<typeof authOf>[0]) => {
    const auth = authOf(request);
    return { tenantId: auth.tenantId, actor: { account: auth.account, name: auth.userName } };
  };

  app.post<{ Body: { redisKey: string } }>(PACKAGE_PATHS.polling, { schema: { body: pollingBody, response: envelopeResponse(jobResult) } }, async (request) => {
    const job = await findPackageJob(app.db, authOf(request).tenantId, request.body.redisKey);
    const status = packageJobStatus(job, request.t);
    if (job.state === 'failed') return { status: Status.REFUSED, msg: status.errorMsg ?? request.t('businessPackages.refused.failed'), result: status };
    return ok(status);
  });

  app.post<{ Body: PackageListBody }>(PACKAGE_PATHS.list, { schema: { body: listBody, response: envelopeResponse(pageResult) } }, async (request) => {
    const { index, size } = normalisePaging(request.body.pageIndex, request.body.pageSize);
    const page = await listPackages(app.db, authOf(request).tenantId, request.body, index, size);
    return page.data.length === 0 ? empty(page, request.t('common.noData')) : ok(page);
  });

  app.post<{ Body: { id: number } }>(PACKAGE_PATHS.upgradeList, { schema: { body: idBody, response: envelopeResponse(versionsResult) } }, async (request) =>
    ok(await listVersions(app.db, authOf(request).tenantId, request.body.id)),
  );

  app.post<{ Body: PackageSaveBody }>(
    PACKAGE_PATHS.save,
    { config: recordedInside, schema: { body: saveBody, response: envelopeResponse(packageResult) } },
    async (request) => {
      const { tenantId, actor } = actorOf(request);
      return ok(await applyVersion(app.db, tenantId, request.body, actor, new Date(app.now())), request.t('businessPackages.versionApplied'));
    },
  );

  app.post<{ Body: PackageUpdateBody }>(
    PACKAGE_PATHS.update,
    { config: recordedInside, schema: { body: updateBody, response: envelopeResponse(packageResult) } },
    async (request) => {
      const { tenantId, actor } = actorOf(request);
      return ok(await updatePackage(app.db, tenantId, request.body, actor, new Date(app.now())), request.t('common.saved'));
    },
  );

  app.post<{ Body: { id: number } }>(
    PACKAGE_PATHS.remove,
    { config: recordedInside, schema: { body: idBody, response: envelopeResponse() } },
    async (request) => {
      const { tenantId, actor } = actorOf(request);
      await removePackage(app.db, app.businessPackages.store, tenantId, request.body.id, actor, new Date(app.now()));
      return ok(null, request.t('businessPackages.removed'));
    },
  );
}
