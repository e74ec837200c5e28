// How the Excel import's writes reach the history (audit/routeAudit.ts recordedBy): an import
// queued (its file and what it imports into), cancelled, or undone (how many rows it took back).
// Each row is named by the import's file.
import { sql } from 'kysely';
import { HAND_BUILT_KEYS } from '../../../shared/audit/handBuiltTargets';
import { recordedBy } from '../../audit/routeAudit';

export const importStartAudit = recordedBy<unknown, { redisKey: string }>({
  key: HAND_BUILT_KEYS.imports,
  action: 'create',
  entries: async ({ db, tenantId, result }) => {
    const { rows } = await sql<{ file_name: string | null; target: string }>`select u.file_name, j.target from import_jobs j
      left join import_uploads u on u.id = j.upload_id where j.tenant_id = ${tenantId} and j.key = ${result.redisKey}`.execute(db);
    return [
      {
        id: result.redisKey,
        changes: [
          { path: 'file', before: null, after: rows[0]?.file_name ?? null },
          { path: 'target', before: null, after: rows[0]?.target ?? null },
          { path: 'state', before: null, after: 'queued' },
        ],
      },
    ];
  },
});

export const importCancelAudit = recordedBy<{ key: string }>({
  key: HAND_BUILT_KEYS.imports,
  action: 'update',
  entries: ({ body }) => [{ id: body.key, changes: [{ path: 'state', before: null, after: 'cancelled' }] }],
});

export const importUndoAudit = recordedBy<{ key: string }, { removed: number; restored: number }>({
  key: HAND_BUILT_KEYS.imports,
  action: 'update',
  entries: ({ body, result }) => [
    {
      id: body.key,
      changes: [
        { path: 'state', before: null, after: 'undone' },
        { path: 'removed', before: null, after: result.removed },
        { path: 'restored', before: null, after: result.restored },
      ],
    },
  ],
});
