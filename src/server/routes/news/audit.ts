// How the news synchronisation's calls reach the history (audit/routeAudit.ts recordedBy): a
// synchronisation started by hand, or cancelled. It writes the app's news (the job records what
// it added, updated and removed in its own progress); the history says who asked for it.
import { HAND_BUILT_KEYS } from '../../../shared/audit/handBuiltTargets';
import { recordedBy } from '../../audit/routeAudit';

export const newsStartAudit = recordedBy<unknown, { key: string; state: string }>({
  key: HAND_BUILT_KEYS.newsSync,
  kind: 'document',
  action: 'create',
  entries: ({ result }) => [{ id: result.key, title: null, changes: [{ path: 'state', before: null, after: 'queued' }] }],
});

export const newsCancelAudit = recordedBy<{ key: string }>({
  key: HAND_BUILT_KEYS.newsSync,
  kind: 'document',
  action: 'update',
  entries: ({ body }) => [{ id: body.key, title: null, changes: [{ path: 'state', before: null, after: 'cancelled' }] }],
});
