// Selectors of the home slice. Until the slice is mounted (store wiring) they read its initial
// state, so the pages render their loading state rather than fail.
import { createSelector } from '@reduxjs/toolkit';
import { APP_PLATFORMS, AttentionItem } from '../../../shared/home/api';
import { HomeState, initialHomeState } from './state';

type WithHome = { home?: HomeState };

// any root state: the slice's key may be absent (not mounted yet)
export const selectHome = (state: object): HomeState => (state as WithHome).home ?? initialHomeState;
export const selectAttention = (state: object) => selectHome(state).attention;
export const selectDownload = (state: object) => selectHome(state).download;

/** Items with something to deal with first (failed before running, then the rest in order). */
export const selectAttentionItems = createSelector([selectAttention], (a): AttentionItem[] => {
  const items = a.data?.items ?? [];
  return [...items.filter((i) => i.count > 0), ...items.filter((i) => i.count === 0)];
});

export const selectAttentionTotal = createSelector([selectAttention], (a) => (a.data?.items ?? []).reduce((n, i) => n + i.count, 0));

export const selectFigures = createSelector([selectAttention], (a) => a.data?.figures ?? null);

/** The platforms in a fixed order with their latest version (null: none published). */
export const selectPlatformVersions = createSelector([selectDownload], (d) =>
  APP_PLATFORMS.map((platform) => ({ platform, version: d.data?.platforms[platform] ?? null })),
);
