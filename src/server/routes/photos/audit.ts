// How the photo screen's writes reach the history (audit/routeAudit.ts recordedBy): photos
// removed (whose, by name and number, while they still have one), a zip import queued or
// cancelled (named by its file). The settings are a document, recorded by its writes.
import { sql } from 'kysely';
import { HAND_BUILT_KEYS } from '../../../shared/audit/handBuiltTargets';
import { joinTitles } from '../../../shared/audit/recordTitle';
import type { Identity } from '../../../shared/domain/people';
import { recordedBy } from '../../audit/routeAudit';
import { NAMES_KEPT } from '../../members/memberAudit';
import { readIds } from './ids';

const PERSON = sql<string>`name || coalesce('（' || coalesce(student_no, work_no, exam_no, account) || '）', '')`;

export const photoRemoveAudit = recordedBy<{ ids: string | number[] }, { removed: number }, string[]>({
  key: HAND_BUILT_KEYS.photos,
  action: 'remove',
  before: async ({ db, tenantId, body, request }) => {
    const read = readIds(body.ids, request.t);
    if ('error' in read) return [];
    const { rows } = await sql<{ label: string }>`select ${PERSON} as label from people
      where tenant_id = ${tenantId} and photo_path is not null and id = any(${read.ids}::int[]) order by id limit ${NAMES_KEPT}`.execute(db);
    return rows.map((r) => r.label);
  },
  entries: ({ before, result }) =>
    result.removed > 0
      ? [
          {
            title: before.length ? joinTitles(before) : null,
            changes: [
              { path: 'members', before, after: null },
              { path: 'count', before: result.removed, after: null },
            ],
          },
        ]
      : [],
});

export const photoRemoveAllAudit = recordedBy<{ identity: Identity }, { removed: number }, string[]>({
  key: HAND_BUILT_KEYS.photos,
  action: 'remove',
  before: async ({ db, tenantId, body }) => {
    const { rows } = await sql<{ label: string }>`select ${PERSON} as label from people
      where tenant_id = ${tenantId} and photo_path is not null and identity = ${body.identity} order by id limit ${NAMES_KEPT}`.execute(db);
    return rows.map((r) => r.label);
  },
  entries: ({ before, body, result }) =>
    result.removed > 0
      ? [
          {
            title: null,
            changes: [
              { path: 'identity', before: body.identity, after: null },
              { path: 'members', before, after: null },
              { path: 'count', before: result.removed, after: null },
            ],
          },
        ]
      : [],
});

export const photoImportStartAudit = recordedBy<{ redisKey: string }, { redisKey: string }>({
  key: HAND_BUILT_KEYS.photoImports,
  action: 'create',
  entries: async ({ db, tenantId, result }) => {
    const { rows } = await sql<{ file_name: string; identity: string }>`select file_name, identity from photo_import_jobs
      where tenant_id = ${tenantId} and key = ${result.redisKey}`.execute(db);
    const job = rows[0];
    return [
      {
        id: result.redisKey,
        changes: [
          { path: 'file', before: null, after: job?.file_name ?? null },
          { path: 'identity', before: null, after: job?.identity ?? null },
        ],
      },
    ];
  },
});

export const photoImportCancelAudit = recordedBy<{ redisKey: string }>({
  key: HAND_BUILT_KEYS.photoImports,
  action: 'update',
  entries: ({ body }) => [{ id: body.redisKey, changes: [{ path: 'state', before: null, after: 'cancelled' }] }],
});
