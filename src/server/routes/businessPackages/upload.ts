// POST businessPackageConfig/upload (multipart: file, data): the archive streamed to the package
// folder (beyond the limit HTTP 413 and the limit's message), judged by content and by the safe
// reader (every hostile archive refused with its reason, the file removed), within the tenant's
// quota of archives (files/limits.ts), its job queued.
// Answers { redisKey } for the polling call. Served under blade-brick and blade-platform alike.
import { stat } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { checkPackageQuota } from '../../files/quota';
import { PACKAGE_PATHS } from '../../../shared/platform/businessPackages';
import { ok, refusedAs } from '../../envelope';
import { acceptPackage } from '../../businessPackages/accept';
import { receivePackage } from '../../businessPackages/receive';
import { envelopeResponse } from '../../schemas/response';
import { authOf } from '../../types';
import { uploadHeaders, uploadResult } from './schemas';
import { recordedInside } from '../../audit/routeAudit';

/** The tenant a multipart body names, in a `tenantId` field or inside the `data` JSON. */
function namedTenant(fields: Record<string, string>): string | undefined {
  if (fields.tenantId) return fields.tenantId;
  try {
    const data = fields.data ? (JSON.parse(fields.data) as { tenantId?: unknown }) : null;
    return data && data.tenantId !== undefined && data.tenantId !== null && data.tenantId !== '' ? String(data.tenantId) : undefined;
  } catch {
    return undefined;
  }
}

export default async function uploadRoute(app: FastifyInstance) {
  // recorded inside: the package's row is written when its processing records it (recordVersion.ts)
  // one upload under both prefixes document 000 §7 names (blade-brick, blade-platform)
  for (const path of [PACKAGE_PATHS.upload, PACKAGE_PATHS.platformUpload])
    app.post(path, { config: recordedInside, schema: { headers: uploadHeaders, response: envelopeResponse(uploadResult) } }, async (request) => {
      const auth = authOf(request);
      const { store, maxZipBytes, runner } = app.businessPackages;
      const received = await receivePackage(request, store, maxZipBytes);
      // the multipart body is read here, after the tenant guard: a named tenant is checked the same way
      const named = namedTenant(received.fields);
      if (named !== undefined && named !== auth.tenantId) {
        await received.staged.discard();
        return refusedAs(request.t, 'protocol.forbidden');
      }
      // the tenant's archives within their quota (files/limits.ts), the incoming one counted
      const size = (await stat(received.staged.path)).size;
      await checkPackageQuota(app.db, store, auth.tenantId, size).catch(async (e: unknown) => {
        await received.staged.discard();
        throw e;
      });
      const result = await acceptPackage(
        { db: app.db, store, tenantId: auth.tenantId, userId: auth.userId, account: auth.account, userName: auth.userName, now: new Date(app.now()) },
        received,
      );
      runner.kick();
      return ok(result, request.t('businessPackages.uploaded'));
    });
}
