// Quick authorization (document 001 §7): the data directory list, the members with their ticks
// on one entry (businessDataId, dataSortStr, account, name, paging), and the save of an array of
// {businessDataId, userId, lookPerm, updateDataPerm, updateTablePerm}.
import type { FastifyInstance } from 'fastify';
import { AUTH_PATHS, AuthSaveItem, AuthUserListBody, DirectoryListBody } from '../../../shared/members/quickAuthApi';
import { listAuthUsers, listDirectory, saveAuthorization } from '../../members/directory';
import { authOf } from '../../types';
import { refuse } from '../../refusal';
import { answer, idOf, pagingOf, textOf } from './answer';
import { authSaveSchema, authUserListSchema, directoryListSchema } from './schemas';
import { envelopeResponse, PAGE_RESULT } from '../../schemas/response';
import { authSaveAudit } from './audits';

export default async function authorizationRoutes(app: FastifyInstance) {
  app.post<{ Body: DirectoryListBody }>(
    AUTH_PATHS.directoryList,
    { schema: { body: directoryListSchema, response: envelopeResponse(PAGE_RESULT) } },
    (request) =>
      answer(() => {
        const b = request.body;
        const { index, size } = pagingOf(b);
        return listDirectory(app.db, authOf(request).tenantId, { parentId: idOf(b.parentId), name: textOf(b.name), type: b.type || undefined }, index, size);
      }),
  );

  app.post<{ Body: AuthUserListBody }>(AUTH_PATHS.authUserList, { schema: { body: authUserListSchema, response: envelopeResponse(PAGE_RESULT) } }, (request) =>
    answer(() => {
      const b = request.body;
      const { index, size } = pagingOf(b);
      return listAuthUsers(
        app.db,
        authOf(request).tenantId,
        b.businessDataId,
        { account: textOf(b.account), name: textOf(b.name), dataSortStr: textOf(b.dataSortStr) },
        index,
        size,
      );
    }),
  );

  app.post<{ Body: (AuthSaveItem & { tenantId?: string })[] }>(
    AUTH_PATHS.authSave,
    { config: authSaveAudit, schema: { body: authSaveSchema, response: envelopeResponse() } },
    (request) =>
      answer(
        async () => {
          const tenantId = authOf(request).tenantId;
          // an item naming another tenant is refused like any body naming one (the guard reads objects only)
          if (request.body.some((it) => it.tenantId !== undefined && String(it.tenantId) !== '' && String(it.tenantId) !== tenantId)) {
            refuse('members.notFound.DIRECTORY');
          }
          return { saved: await saveAuthorization(app.db, tenantId, request.body) };
        },
        (r) => request.t('members.auth.saved', { count: r.saved }),
      ),
  );
}
