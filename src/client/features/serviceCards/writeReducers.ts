// The designer's writes: intents (`...Clicked`, `...Chosen`) the saga carries out one at a time,
// each ending in writeSucceeded (with the part of the card it changed, read again) or
// writeFailed (the whole card read again); the check and the notice of the last outcome.
import type { PayloadAction } from '@reduxjs/toolkit';
import type { CardStatus, ConfigCheck, HandleRule } from '../../../shared/serviceCards/api';
import type { Message } from '../../lib/problem';
import { EMPTY_NEW_COLUMN, ServiceCardsState as S } from './state';

/** the part of the chosen card a write changed, read again after it */
export type CardPart = 'card' | 'columns' | 'associations';

/** a write is asked: the saga queues it behind any under way */
function startWrite(state: S) {
  if (state.selectedId === null) return;
  state.writing = true;
  state.notice = null;
}

export const writeReducers = {
  addCardClicked(state: S) {
    state.writing = true;
    state.notice = null;
  },
  settingsSaveClicked(state: S) {
    startWrite(state);
  },
  statusChosen(state: S, _action: PayloadAction<{ status: CardStatus }>) {
    startWrite(state);
  },
  removeConfirmed(state: S) {
    state.removeConfirmOpen = false;
    startWrite(state);
  },
  columnAddClicked(state: S) {
    startWrite(state);
  },
  columnRuleChosen(state: S, _action: PayloadAction<{ id: number; handleRule: HandleRule; ruleArg: string | null }>) {
    startWrite(state);
  },
  columnRemoveClicked(state: S, _action: PayloadAction<{ id: number }>) {
    startWrite(state);
  },
  associationsSaveClicked(state: S) {
    startWrite(state);
  },
  linksSaveClicked(state: S) {
    if (state.linksDraft) startWrite(state);
  },
  checkClicked(state: S) {
    state.check = null;
  },
  checkLoaded(state: S, action: PayloadAction<{ check: ConfigCheck }>) {
    state.check = action.payload.check;
  },
  writeSucceeded(
    state: S,
    action: PayloadAction<{
      message: Message;
      part?: CardPart;
      settingsSaved?: boolean;
      columnAdded?: boolean;
      cardRemoved?: boolean;
      linksSaved?: boolean;
    }>,
  ) {
    state.writing = false;
    state.notice = { positive: true, message: action.payload.message };
    if (action.payload.settingsSaved && state.settings) state.settings.dirty = false;
    if (action.payload.columnAdded) state.newColumn = EMPTY_NEW_COLUMN;
    if (action.payload.linksSaved) state.linksDraft = null;
    if (action.payload.cardRemoved) {
      state.selectedId = null;
      state.detail = { status: 'idle', card: null, problem: null };
      state.settings = null;
      state.preview = { status: 'idle', result: null, problem: null };
    } else if (state.selectedId !== null && action.payload.part) {
      state.detail.status = 'loading';
    }
    state.list.status = 'loading';
    state.check = null;
  },
  writeFailed(state: S, action: PayloadAction<{ message: Message }>) {
    state.writing = false;
    state.notice = { positive: false, message: action.payload.message };
    // a refused move or edit: the card is read again, so the screen shows what is stored
    if (state.selectedId !== null) state.detail.status = 'loading';
  },
  noticeDismissed(state: S) {
    state.notice = null;
  },
};
