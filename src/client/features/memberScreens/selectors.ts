// The only way the member screens' views and saga read their state: one memoized set per screen.
import { createSelector } from '@reduxjs/toolkit';
import type { MemberTarget } from '../../../shared/members/constants';
import { selectedCount, toWire } from '../../../shared/members/selection';
import { SCREEN_CONFIGS } from './screenConfigs';
import { MemberScreensState, MemberScreenState, newRemoval, newScreen } from './state';

type WithScreens = { memberScreens?: MemberScreensState };

const EMPTY = newScreen();
const cache = new Map<MemberTarget, ReturnType<typeof make>>();

const NO_REMOVAL = newRemoval();

function make(target: MemberTarget) {
  const selectScreen = (state: WithScreens): MemberScreenState => state.memberScreens?.[target] ?? EMPTY;
  const selectChosenGroup = createSelector([selectScreen], (s) => (s.groupId === null ? null : (s.groups.rows.find((g) => g.id === s.groupId) ?? null)));
  const selectRemoval = (state: WithScreens) => selectScreen(state).removal ?? NO_REMOVAL;
  /** how many members are ticked (picks, or the fixed total minus the exclusions) */
  const selectTickedCount = createSelector([selectRemoval], (r) => selectedCount(r.selection));
  /** the removal call of the ticks: its path and body; null with no group or nothing ticked */
  const selectRemoveCall = createSelector([selectScreen, selectRemoval], (s, r) => {
    if (s.groupId === null || selectedCount(r.selection) === 0) return null;
    const config = SCREEN_CONFIGS[target];
    return { url: config.removePath, body: config.removeBody(s.groupId, toWire(r.selection), r.allQuery), groupId: s.groupId };
  });
  return { selectScreen, selectChosenGroup, selectRemoval, selectTickedCount, selectRemoveCall };
}

export function screenSelectors(target: MemberTarget) {
  let selectors = cache.get(target);
  if (!selectors) {
    selectors = make(target);
    cache.set(target, selectors);
  }
  return selectors;
}
