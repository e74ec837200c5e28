// Selectors of the alumni moderation slice; until the slice is mounted they read its initial
// state. The list call's body is made here from the applied filters and the page.
import { createSelector } from '@reduxjs/toolkit';
import type { PostCard, PostListQuery, ReportGroup } from '../../../shared/alumni/posts';
import { pageView } from '../../lib/pagedList';
import { AlumniModerationState, initialAlumniModerationState } from './state';

type WithModeration = { alumniModeration?: AlumniModerationState };

export const selectModeration = (state: object): AlumniModerationState => (state as WithModeration).alumniModeration ?? initialAlumniModerationState;
export const selectModerationList = (state: object) => selectModeration(state).list;
export const selectBlockDialog = (state: object) => selectModeration(state).block;
export const selectConfirmation = (state: object) => selectModeration(state).confirm;
export const selectAuthorPosts = (state: object) => selectModeration(state).authorPosts;
export const selectOpenedPosts = (state: object) => selectModeration(state).opened;

/** getDynamicList's body: the applied filters without the empty ones, and the page */
export const selectPostQuery = createSelector([selectModeration], (m): PostListQuery => {
  const q: PostListQuery = { channel: m.channel, pageIndex: m.list.pageIndex, pageSize: m.list.pageSize };
  for (const [k, v] of Object.entries(m.filters)) if (v !== '') (q as unknown as Record<string, string>)[k] = v;
  return q;
});

export const selectPage = createSelector([selectModeration], (m) => ({ ...pageView(m.list), capped: m.listCapped }));
export const selectPostRows = createSelector([selectModerationList], (list) => list.rows as PostCard[]);
export const selectReportRows = createSelector([selectModerationList], (list) => list.rows as ReportGroup[]);

export const selectReasonOptions = createSelector([selectModeration], (m) => m.reasons.items.map((r) => ({ key: r.id, value: r.id, text: r.content })));
export const selectCampusOptions = createSelector([selectModeration], (m) => m.campuses.map((c) => ({ key: c, value: c, text: c })));
