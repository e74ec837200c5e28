// Dictionary calls: GET /api/blade-workbench/dict/dictionary?code=, POST
// /api/blade-platform/dict/getDict {code}, GET /api/blade-platform/dict/list (every code), and
// POST /api/blade-platform/dict/saveDict {code, entries}: one of the tenant's own dictionaries'
// entries replaced, checked (9009 naming entries.<i>.<field>), recorded in the history.
import type { FastifyInstance } from 'fastify';
import { HAND_BUILT_KEYS } from '../../../shared/audit/handBuiltTargets';
import { DICT_CODE_MAX, DICT_ENTRIES_MAX, DICT_PATHS, dictEntryProblems, SaveDictBody } from '../../../shared/dicts/api';
import { PLATFORM, WORKBENCH } from '../../../shared/protocol';
import { changesBetween } from '../../audit/callChanges';
import { recordedBy } from '../../audit/routeAudit';
import { fieldError, invalid, ok, refusedAs } from '../../envelope';
import { authOf } from '../../types';
import { bodySchema, getQuerySchema, text } from '../../schemas/request';
import { DictEntry, dictionaryCodes, dictionaryEntries, dictionaryExists, saveDictionary } from '../../dict/queries';
import { envelopeResponse } from '../../schemas/response';

const ENTRY = {
  type: 'object',
  properties: { dictKey: { type: 'string', maxLength: 200 }, dictValue: { type: 'string', maxLength: 400 }, sort: { type: 'number' } },
  required: ['dictKey', 'dictValue', 'sort'],
  additionalProperties: false,
} as const;

/** the entries as the history shows them: one line each, key = value, in their order */
const entriesText = (entries: DictEntry[]) => entries.map((e) => `${e.dictKey} = ${e.dictValue}`).join('\n');

const CODE = text(64, 1);

export default async function dictRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { code: string } }>(
    `${WORKBENCH}/dict/dictionary`,
    { schema: { querystring: getQuerySchema({ code: CODE }, ['code']), response: envelopeResponse() } },
    async (request) => ok(await dictionaryEntries(app.db, authOf(request).tenantId, request.query.code)),
  );

  app.post<{ Body: { code: string } }>(
    `${PLATFORM}/dict/getDict`,
    { schema: { body: bodySchema({ code: CODE }, ['code']), response: envelopeResponse() } },
    async (request) => ok(await dictionaryEntries(app.db, authOf(request).tenantId, request.body.code)),
  );

  app.get(`${PLATFORM}/dict/list`, { schema: { querystring: getQuerySchema(), response: envelopeResponse() } }, async (request) =>
    ok(await dictionaryCodes(app.db, authOf(request).tenantId, request.t)),
  );

  app.post<{ Body: SaveDictBody }>(
    DICT_PATHS.saveDict,
    {
      config: recordedBy<SaveDictBody, DictEntry[], DictEntry[]>({
        key: HAND_BUILT_KEYS.dictionaries,
        action: 'update',
        before: ({ db, tenantId, body }) => dictionaryEntries(db, tenantId, body.code),
        entries: ({ body, before, result }) => {
          const changes = changesBetween({ entries: entriesText(before) }, { entries: entriesText(result) }, ['entries']);
          return changes.length === 0 ? [] : [{ id: body.code, title: body.code, changes }];
        },
      }),
      schema: {
        body: bodySchema({ code: text(DICT_CODE_MAX, 1), entries: { type: 'array', items: ENTRY, maxItems: DICT_ENTRIES_MAX } }, ['code', 'entries']),
        response: envelopeResponse(),
      },
    },
    async (request) => {
      const { tenantId } = authOf(request);
      const { code, entries } = request.body;
      if (!(await dictionaryExists(app.db, tenantId, code))) return refusedAs(request.t, 'dictManage.unknownCode', { code });
      if (entries.length === 0) return invalid(request.t, [fieldError(request.t, 'entries', 'dictManage.empty')]);
      const problems = dictEntryProblems(entries);
      if (problems.length > 0)
        return invalid(
          request.t,
          problems.map((p) => fieldError(request.t, p.field, p.key, p.params)),
        );
      const saved = await saveDictionary(app.db, tenantId, code, entries);
      return ok(saved.after, request.t('dictManage.saved'));
    },
  );
}
