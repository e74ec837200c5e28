// The chosen card's settings as edited (name, data source, API, request values, remark: dirty
// until saved or discarded), its association draft and the removal's question.
import type { PayloadAction } from '@reduxjs/toolkit';
import type { CardRow } from '../../../shared/serviceCards/api';
import type { ServiceCardsState as S, SettingsDraft } from './state';

/** the settings form filled from the stored card */
export const settingsOf = (card: CardRow): SettingsDraft => ({
  name: card.name,
  dataSource: card.dataSource,
  apiKey: card.apiKey,
  requestParams: Object.fromEntries(Object.entries(card.requestParams).map(([k, v]) => [k, v === null ? '' : String(v)])),
  remark: card.remark ?? '',
  dirty: false,
});

function editSettings(state: S, edit: (s: SettingsDraft) => void) {
  if (!state.settings) return;
  edit(state.settings);
  state.settings.dirty = true;
}

export const settingsReducers = {
  /** the leave guard's discard: the settings and the associations back to the stored card */
  editsDiscarded(state: S) {
    const card = state.detail.card;
    if (!card) return;
    state.settings = settingsOf(card);
    state.associationDraft = card.associatedIds;
  },
  nameEdited(state: S, action: PayloadAction<{ name: string }>) {
    editSettings(state, (s) => (s.name = action.payload.name));
  },
  remarkEdited(state: S, action: PayloadAction<{ remark: string }>) {
    editSettings(state, (s) => (s.remark = action.payload.remark));
  },
  dataSourceChosen(state: S, action: PayloadAction<{ dataSource: string }>) {
    editSettings(state, (s) => {
      if (s.dataSource === action.payload.dataSource) return;
      s.dataSource = action.payload.dataSource;
      s.apiKey = null;
      s.requestParams = {};
      state.apis = [];
      state.apiDetail = null;
    });
  },
  apiChosen(state: S, action: PayloadAction<{ apiKey: string }>) {
    editSettings(state, (s) => {
      if (s.apiKey === action.payload.apiKey) return;
      s.apiKey = action.payload.apiKey;
      s.requestParams = {};
      state.apiDetail = null;
    });
  },
  requestParamEdited(state: S, action: PayloadAction<{ key: string; value: string }>) {
    editSettings(state, (s) => (s.requestParams[action.payload.key] = action.payload.value));
  },
  associationsEdited(state: S, action: PayloadAction<{ ids: number[] }>) {
    state.associationDraft = action.payload.ids;
  },
  removeAsked(state: S) {
    if (state.selectedId !== null) state.removeConfirmOpen = true;
  },
  removeCancelled(state: S) {
    state.removeConfirmOpen = false;
  },
};
