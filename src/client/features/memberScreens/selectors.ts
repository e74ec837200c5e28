// The only way the member screens' views and saga read their state: one memoized set per screen.
import { createSelector } from '@reduxjs/toolkit';
import type { MemberTarget } from '../../../shared/members/constants';
import { MemberScreensState, MemberScreenState, newScreen } from './state';

type WithScreens = { memberScreens?: MemberScreensState };

const EMPTY = newScreen();
const cache = new Map<MemberTarget, ReturnType<typeof make>>();

function make(target: MemberTarget) {
  const selectScreen = (state: WithScreens): MemberScreenState => state.memberScreens?.[target] ?? EMPTY;
  const selectChosenGroup = createSelector([selectScreen], (s) => (s.groupId === null ? null : (s.groups.rows.find((g) => g.id === s.groupId) ?? null)));
  return { selectScreen, selectChosenGroup };
}

export function screenSelectors(target: MemberTarget) {
  let selectors = cache.get(target);
  if (!selectors) {
    selectors = make(target);
    cache.set(target, selectors);
  }
  return selectors;
}
