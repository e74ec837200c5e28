// The public accounts (POST im/mp/mpInfoList, document 002 §7) and their message history
// (POST messageCenterHistoryMsg/downloadFile, document 000 §7: an xlsx file) for the public-account
// moderation screens; src/shared/alumni/publicAccounts.ts. The tenant is always the token's.
import type { FastifyInstance } from 'fastify';
import { MP_ACCOUNT_NAME_MAX, MpMessagesDownloadBody, PUBLIC_ACCOUNT_PATHS } from '../../../shared/alumni/publicAccounts';
import { listPublicAccounts, messagesWorkbook } from '../../alumni/publicAccounts';
import { XLSX_MIME } from '../../imports/workbook';
import { bodySchema } from '../../schemas/request';
import { envelopeResponse, fileResponse, LIST_RESULT } from '../../schemas/response';
import { authOf } from '../../types';
import { sendFile } from '../import/answers';
import { answer } from '../members/answer';

const listSchema = bodySchema({});
const downloadSchema = bodySchema({ accountName: { type: ['string', 'null'], maxLength: MP_ACCOUNT_NAME_MAX } });

export default async function publicAccountRoutes(app: FastifyInstance) {
  app.post(PUBLIC_ACCOUNT_PATHS.list, { schema: { body: listSchema, response: envelopeResponse(LIST_RESULT) } }, (request) =>
    answer(() => listPublicAccounts(app.db, authOf(request).tenantId)),
  );
  app.post<{ Body: MpMessagesDownloadBody & { accountName?: string | null } }>(
    PUBLIC_ACCOUNT_PATHS.messagesDownload,
    { schema: { body: downloadSchema, response: fileResponse('the public accounts’ message history (xlsx)') } },
    async (request, reply) => {
      const accountName = request.body.accountName?.trim() || undefined;
      const bytes = await messagesWorkbook(app.db, authOf(request).tenantId, accountName, request.t);
      return sendFile(reply, bytes, `${request.t('publicAccounts.fileName')}${accountName ? `-${accountName}` : ''}.xlsx`, XLSX_MIME);
    },
  );
}
