// POST history {pageIndex, pageSize, target?} -> {data, total}, newest first; POST undo {key}.
import type { FastifyInstance } from 'fastify';
import { IMPORT_PATHS } from '../../../shared/imports';
import { empty, ok } from '../../envelope';
import { HistoryQuery, importHistory } from '../../imports/history';
import { undoImport } from '../../imports/undo';
import { authOf } from '../../types';
import { historyBody, jobKeyBody } from './schemas';
import { envelopeResponse, PAGE_RESULT } from '../../schemas/response';
import { importUndoAudit } from './audit';

export default async function historyRoutes(app: FastifyInstance) {
  app.post<{ Body: HistoryQuery }>(IMPORT_PATHS.history, { schema: { body: historyBody, response: envelopeResponse(PAGE_RESULT) } }, async (request) => {
    const page = await importHistory(app.db, authOf(request).tenantId, request.body);
    return page.total === 0 ? empty(page, request.t('common.noData')) : ok(page);
  });

  app.post<{ Body: { key: string } }>(
    IMPORT_PATHS.undo,
    { config: importUndoAudit, schema: { body: jobKeyBody, response: envelopeResponse() } },
    async (request) => {
      const auth = authOf(request);
      const result = await undoImport(app.db, auth.tenantId, request.body.key, auth.userId, new Date(app.now()));
      await app.imports.afterUndo(result.table, result.removed + result.restored);
      return ok({ removed: result.removed, restored: result.restored }, request.t('import.undone', result));
    },
  );
}
