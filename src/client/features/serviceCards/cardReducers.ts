// The service-card designer's reads (the slice's status machines, answered by the saga): the
// card list, the sources, the chosen card (opened whole, or one part read again after a write:
// its settings, columns or associations), the API catalogue, the preview and the cards around
// it. An answer for a card no longer chosen is ignored.
import type { PayloadAction } from '@reduxjs/toolkit';
import type { CardColumn, CardDetail, CardPreview, CardRow, CardSummary, ColumnOption, SourceApi } from '../../../shared/serviceCards/api';
import type { Problem } from '../../lib/problem';
import { settingsOf } from './settingsReducers';
import { EMPTY_NEW_COLUMN, Named, ServiceCardsState as S } from './state';

export const cardReducers = {
  opened(state: S) {
    state.list.status = 'loading';
    state.list.problem = null;
  },
  listLoaded(state: S, action: PayloadAction<{ cards: CardSummary[] }>) {
    state.list = { status: 'loaded', cards: action.payload.cards, problem: null };
  },
  listFailed(state: S, action: PayloadAction<{ problem: Problem }>) {
    state.list.status = 'failed';
    state.list.problem = action.payload.problem;
  },
  sourcesLoaded(state: S, action: PayloadAction<{ sources: Named[] }>) {
    state.sources = action.payload.sources;
  },
  cardChosen(state: S, action: PayloadAction<{ id: number }>) {
    if (state.selectedId !== action.payload.id) {
      state.settings = null;
      state.detail.card = null;
      state.preview = { status: 'idle', result: null, problem: null };
      state.newColumn = EMPTY_NEW_COLUMN;
      state.check = null;
      state.notice = null;
      state.leadingCards = [];
    }
    state.selectedId = action.payload.id;
    state.detail.status = 'loading';
    state.detail.problem = null;
  },
  detailLoaded(state: S, action: PayloadAction<{ card: CardDetail }>) {
    const { card } = action.payload;
    if (card.id !== state.selectedId) return;
    state.detail = { status: 'loaded', card, problem: null };
    if (!state.settings?.dirty) state.settings = settingsOf(card);
    state.associationDraft = card.associatedIds;
    state.preview.status = 'loading';
  },
  /** the card's own settings read again (after a settings or status write) */
  cardLoaded(state: S, action: PayloadAction<{ card: CardRow }>) {
    const { card } = action.payload;
    const shown = state.detail.card;
    if (card.id !== state.selectedId || !shown) return;
    state.detail = { status: 'loaded', card: { ...shown, ...card, columnCount: shown.columns.length }, problem: null };
    if (!state.settings?.dirty) state.settings = settingsOf(card);
    state.preview.status = 'loading';
  },
  /** the card's columns read again (cardcolumnconfig/list, after a column write) */
  columnsLoaded(state: S, action: PayloadAction<{ cardId: number; columns: CardColumn[] }>) {
    const card = state.detail.card;
    if (action.payload.cardId !== state.selectedId || !card) return;
    card.columns = action.payload.columns;
    card.columnCount = action.payload.columns.length;
    state.detail.status = 'loaded';
    state.preview.status = 'loading';
  },
  /** the cards this one leads on to, read again (queryServiceCardConfigDetail, after saving them) */
  associationsLoaded(state: S, action: PayloadAction<{ cardId: number; ids: number[] }>) {
    const card = state.detail.card;
    if (action.payload.cardId !== state.selectedId || !card) return;
    card.associatedIds = action.payload.ids;
    state.associationDraft = action.payload.ids;
    state.detail.status = 'loaded';
  },
  leadingCardsLoaded(state: S, action: PayloadAction<{ cardId: number; cards: CardSummary[] }>) {
    if (action.payload.cardId === state.selectedId) state.leadingCards = action.payload.cards;
  },
  detailFailed(state: S, action: PayloadAction<{ id: number; problem: Problem }>) {
    if (action.payload.id !== state.selectedId) return;
    state.detail.status = 'failed';
    state.detail.problem = action.payload.problem;
  },
  apisLoaded(state: S, action: PayloadAction<{ dataSource: string; apis: (Named & { description: string })[] }>) {
    if (state.settings?.dataSource === action.payload.dataSource) state.apis = action.payload.apis;
  },
  apiDetailLoaded(state: S, action: PayloadAction<{ api: SourceApi }>) {
    const { api } = action.payload;
    if (!state.settings || state.settings.apiKey !== api.key) return;
    state.apiDetail = api;
    for (const p of api.requestParams) {
      if (state.settings.requestParams[p.key] === undefined) state.settings.requestParams[p.key] = p.default === null ? '' : String(p.default);
    }
  },
  columnOptionsLoaded(state: S, action: PayloadAction<{ cardId: number; options: ColumnOption[] }>) {
    if (action.payload.cardId === state.selectedId) state.columnOptions = action.payload.options;
  },
  previewLoaded(state: S, action: PayloadAction<{ preview: CardPreview }>) {
    if (action.payload.preview.cardId !== state.selectedId) return;
    state.preview = { status: 'loaded', result: action.payload.preview, problem: null };
  },
  previewFailed(state: S, action: PayloadAction<{ cardId: number; problem: Problem }>) {
    if (action.payload.cardId !== state.selectedId) return;
    state.preview.status = 'failed';
    state.preview.problem = action.payload.problem;
  },
  candidatesLoaded(state: S, action: PayloadAction<{ cardId: number; cards: CardSummary[] }>) {
    if (action.payload.cardId === state.selectedId) state.candidates = action.payload.cards;
  },
  cardCreated(state: S, action: PayloadAction<{ id: number }>) {
    state.selectedId = action.payload.id;
    state.settings = null;
    state.detail = { status: 'loading', card: null, problem: null };
    state.newColumn = EMPTY_NEW_COLUMN;
    state.check = null;
  },
};
