// The service-card designer's slice (state.serviceCards). Reads are status machines answered by
// the saga (an answer for a card no longer chosen is ignored); writes are intents (`...Clicked`,
// `...Chosen`, `columnMoved`) the saga carries out one at a time, ending in writeSucceeded or
// writeFailed; a column move shows at once and, after a write, the part it changed is read again
// (writeSucceeded's `part`: the card's settings, its columns or its associations; a refusal: the
// whole card). A column's ties are edited in a dialog (linksOpened, filled by columnLoaded …
// linksSaveClicked) from the option lists.
import { createSlice, PayloadAction } from '@reduxjs/toolkit';
import type {
  CardColumn,
  CardDetail,
  CardPreview,
  CardRow,
  CardStatus,
  CardSummary,
  ColumnOption,
  ConfigCheck,
  HandleRule,
  SourceApi,
} from '../../../shared/serviceCards/api';
import type { Message, Problem } from '../../lib/problem';
import { movedTo } from './columnOrder';
import { signedOut } from '../session';
import type { ColumnLinks, TeacherOption } from '../../../shared/serviceCards/columnLinks';
import { EMPTY_NEW_COLUMN, initialServiceCardsState, LinkOptions, Named, ServiceCardsState as S, SettingsDraft } from './state';

/** the part of the chosen card a write changed, read again after it */
export type CardPart = 'card' | 'columns' | 'associations';

const settingsOf = (card: CardRow): SettingsDraft => ({
  name: card.name,
  dataSource: card.dataSource,
  apiKey: card.apiKey,
  requestParams: Object.fromEntries(Object.entries(card.requestParams).map(([k, v]) => [k, v === null ? '' : String(v)])),
  remark: card.remark ?? '',
  dirty: false,
});

/** a write is asked: the saga queues it behind any under way */
function startWrite(state: S) {
  if (state.selectedId === null) return;
  state.writing = true;
  state.notice = null;
}

function editSettings(state: S, edit: (s: SettingsDraft) => void) {
  if (!state.settings) return;
  edit(state.settings);
  state.settings.dirty = true;
}

const serviceCardsSlice = createSlice({
  name: 'serviceCards',
  initialState: initialServiceCardsState,
  reducers: {
    /** the leave guard's discard: the settings and the associations back to the stored card */
    editsDiscarded(state) {
      const card = state.detail.card;
      if (!card) return;
      state.settings = settingsOf(card);
      state.associationDraft = card.associatedIds;
    },
    opened(state) {
      state.list.status = 'loading';
      state.list.problem = null;
    },
    listLoaded(state, action: PayloadAction<{ cards: CardSummary[] }>) {
      state.list = { status: 'loaded', cards: action.payload.cards, problem: null };
    },
    listFailed(state, action: PayloadAction<{ problem: Problem }>) {
      state.list.status = 'failed';
      state.list.problem = action.payload.problem;
    },
    sourcesLoaded(state, action: PayloadAction<{ sources: Named[] }>) {
      state.sources = action.payload.sources;
    },
    cardChosen(state, action: PayloadAction<{ id: number }>) {
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
    detailLoaded(state, action: PayloadAction<{ card: CardDetail }>) {
      const { card } = action.payload;
      if (card.id !== state.selectedId) return;
      state.detail = { status: 'loaded', card, problem: null };
      if (!state.settings?.dirty) state.settings = settingsOf(card);
      state.associationDraft = card.associatedIds;
      state.preview.status = 'loading';
    },
    /** the card's own settings read again (after a settings or status write) */
    cardLoaded(state, action: PayloadAction<{ card: CardRow }>) {
      const { card } = action.payload;
      const shown = state.detail.card;
      if (card.id !== state.selectedId || !shown) return;
      state.detail = { status: 'loaded', card: { ...shown, ...card, columnCount: shown.columns.length }, problem: null };
      if (!state.settings?.dirty) state.settings = settingsOf(card);
      state.preview.status = 'loading';
    },
    /** the card's columns read again (cardcolumnconfig/list, after a column write) */
    columnsLoaded(state, action: PayloadAction<{ cardId: number; columns: CardColumn[] }>) {
      const card = state.detail.card;
      if (action.payload.cardId !== state.selectedId || !card) return;
      card.columns = action.payload.columns;
      card.columnCount = action.payload.columns.length;
      state.detail.status = 'loaded';
      state.preview.status = 'loading';
    },
    /** the cards this one leads on to, read again (queryServiceCardConfigDetail, after saving them) */
    associationsLoaded(state, action: PayloadAction<{ cardId: number; ids: number[] }>) {
      const card = state.detail.card;
      if (action.payload.cardId !== state.selectedId || !card) return;
      card.associatedIds = action.payload.ids;
      state.associationDraft = action.payload.ids;
      state.detail.status = 'loaded';
    },
    leadingCardsLoaded(state, action: PayloadAction<{ cardId: number; cards: CardSummary[] }>) {
      if (action.payload.cardId === state.selectedId) state.leadingCards = action.payload.cards;
    },
    detailFailed(state, action: PayloadAction<{ id: number; problem: Problem }>) {
      if (action.payload.id !== state.selectedId) return;
      state.detail.status = 'failed';
      state.detail.problem = action.payload.problem;
    },
    apisLoaded(state, action: PayloadAction<{ dataSource: string; apis: (Named & { description: string })[] }>) {
      if (state.settings?.dataSource === action.payload.dataSource) state.apis = action.payload.apis;
    },
    apiDetailLoaded(state, action: PayloadAction<{ api: SourceApi }>) {
      const { api } = action.payload;
      if (!state.settings || state.settings.apiKey !== api.key) return;
      state.apiDetail = api;
      for (const p of api.requestParams) {
        if (state.settings.requestParams[p.key] === undefined) state.settings.requestParams[p.key] = p.default === null ? '' : String(p.default);
      }
    },
    columnOptionsLoaded(state, action: PayloadAction<{ cardId: number; options: ColumnOption[] }>) {
      if (action.payload.cardId === state.selectedId) state.columnOptions = action.payload.options;
    },
    previewLoaded(state, action: PayloadAction<{ preview: CardPreview }>) {
      if (action.payload.preview.cardId !== state.selectedId) return;
      state.preview = { status: 'loaded', result: action.payload.preview, problem: null };
    },
    previewFailed(state, action: PayloadAction<{ cardId: number; problem: Problem }>) {
      if (action.payload.cardId !== state.selectedId) return;
      state.preview.status = 'failed';
      state.preview.problem = action.payload.problem;
    },
    candidatesLoaded(state, action: PayloadAction<{ cardId: number; cards: CardSummary[] }>) {
      if (action.payload.cardId === state.selectedId) state.candidates = action.payload.cards;
    },
    nameEdited(state, action: PayloadAction<{ name: string }>) {
      editSettings(state, (s) => (s.name = action.payload.name));
    },
    remarkEdited(state, action: PayloadAction<{ remark: string }>) {
      editSettings(state, (s) => (s.remark = action.payload.remark));
    },
    dataSourceChosen(state, action: PayloadAction<{ dataSource: string }>) {
      editSettings(state, (s) => {
        if (s.dataSource === action.payload.dataSource) return;
        s.dataSource = action.payload.dataSource;
        s.apiKey = null;
        s.requestParams = {};
        state.apis = [];
        state.apiDetail = null;
      });
    },
    apiChosen(state, action: PayloadAction<{ apiKey: string }>) {
      editSettings(state, (s) => {
        if (s.apiKey === action.payload.apiKey) return;
        s.apiKey = action.payload.apiKey;
        s.requestParams = {};
        state.apiDetail = null;
      });
    },
    requestParamEdited(state, action: PayloadAction<{ key: string; value: string }>) {
      editSettings(state, (s) => (s.requestParams[action.payload.key] = action.payload.value));
    },
    newColumnFieldChosen(state, action: PayloadAction<{ fieldKey: string; label: string }>) {
      state.newColumn.fieldKey = action.payload.fieldKey;
      state.newColumn.label = action.payload.label;
    },
    newColumnLabelEdited(state, action: PayloadAction<{ label: string }>) {
      state.newColumn.label = action.payload.label;
    },
    newColumnRuleChosen(state, action: PayloadAction<{ handleRule: HandleRule; ruleArg: string | null }>) {
      state.newColumn.handleRule = action.payload.handleRule;
      state.newColumn.ruleArg = action.payload.ruleArg;
    },
    associationsEdited(state, action: PayloadAction<{ ids: number[] }>) {
      state.associationDraft = action.payload.ids;
    },
    removeAsked(state) {
      if (state.selectedId !== null) state.removeConfirmOpen = true;
    },
    removeCancelled(state) {
      state.removeConfirmOpen = false;
    },
    // writes: the saga carries each out in turn
    addCardClicked(state) {
      state.writing = true;
      state.notice = null;
    },
    settingsSaveClicked(state) {
      startWrite(state);
    },
    statusChosen(state, _action: PayloadAction<{ status: CardStatus }>) {
      startWrite(state);
    },
    removeConfirmed(state) {
      state.removeConfirmOpen = false;
      startWrite(state);
    },
    columnAddClicked(state) {
      startWrite(state);
    },
    columnRuleChosen(state, _action: PayloadAction<{ id: number; handleRule: HandleRule; ruleArg: string | null }>) {
      startWrite(state);
    },
    columnRemoveClicked(state, _action: PayloadAction<{ id: number }>) {
      startWrite(state);
    },
    /** a column dragged or moved by its buttons to `toIndex`: shown at once, then saved */
    columnMoved(state, action: PayloadAction<{ id: number; toIndex: number }>) {
      const card = state.detail.card;
      if (!card) return;
      const next = movedTo(card.columns, action.payload.id, action.payload.toIndex);
      if (next === card.columns) return;
      card.columns = next;
      state.writing = true;
      state.notice = null;
    },
    associationsSaveClicked(state) {
      startWrite(state);
    },
    checkClicked(state) {
      state.check = null;
    },
    checkLoaded(state, action: PayloadAction<{ check: ConfigCheck }>) {
      state.check = action.payload.check;
    },
    cardCreated(state, action: PayloadAction<{ id: number }>) {
      state.selectedId = action.payload.id;
      state.settings = null;
      state.detail = { status: 'loading', card: null, problem: null };
      state.newColumn = EMPTY_NEW_COLUMN;
      state.check = null;
    },
    writeSucceeded(
      state,
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
    writeFailed(state, action: PayloadAction<{ message: Message }>) {
      state.writing = false;
      state.notice = { positive: false, message: action.payload.message };
      // a refused move or edit: the card is read again, so the screen shows what is stored
      if (state.selectedId !== null) state.detail.status = 'loading';
    },
    noticeDismissed(state) {
      state.notice = null;
    },
    // a column's ties (views/ColumnLinksDialog.tsx)
    linkOptionsLoaded(state, action: PayloadAction<Partial<LinkOptions>>) {
      state.linkOptions = { ...state.linkOptions, ...action.payload };
    },
    /** the ties dialog is asked for: the saga reads the column as stored (cardcolumnconfig/detail) */
    linksOpened(state, action: PayloadAction<{ id: number }>) {
      if (!state.detail.card?.columns.some((c) => c.id === action.payload.id)) return;
      state.linksAsked = action.payload.id;
      state.linksDraft = null;
    },
    /** the column as stored: its row in the table and the dialog's draft */
    columnLoaded(state, action: PayloadAction<{ column: CardColumn }>) {
      const { column } = action.payload;
      const card = state.detail.card;
      if (!card || column.cardId !== card.id) return;
      card.columns = card.columns.map((c) => (c.id === column.id ? column : c));
      if (state.linksAsked !== column.id) return;
      const { roleIds, flowKey, busTypeId, serviceId, ownerId } = column;
      state.linksAsked = null;
      state.linksDraft = { columnId: column.id, links: { roleIds, flowKey, busTypeId, serviceId, ownerId }, ownerName: column.ownerName };
    },
    linksFailed(state, action: PayloadAction<{ id: number; message: Message }>) {
      if (state.linksAsked !== action.payload.id) return;
      state.linksAsked = null;
      state.notice = { positive: false, message: action.payload.message };
    },
    linksEdited(state, action: PayloadAction<Partial<ColumnLinks> & { ownerName?: string | null }>) {
      if (!state.linksDraft) return;
      const { ownerName, ...links } = action.payload;
      state.linksDraft.links = { ...state.linksDraft.links, ...links };
      if (ownerName !== undefined) state.linksDraft.ownerName = ownerName;
    },
    linksCancelled(state) {
      state.linksDraft = null;
      state.linksAsked = null;
    },
    linksSaveClicked(state) {
      if (state.linksDraft) startWrite(state);
    },
    teacherSearched(state, action: PayloadAction<{ name: string }>) {
      state.teachers.status = 'loading';
      // the saga searches the trimmed text and answers under it
      state.teachers.name = action.payload.name.trim();
    },
    teachersLoaded(state, action: PayloadAction<{ name: string; options: TeacherOption[]; total: number }>) {
      if (action.payload.name !== state.teachers.name) return;
      state.teachers = { status: 'loaded', ...action.payload };
    },
  },
  extraReducers: (builder) => {
    // another administrator may sign in next: nothing of this tenant's cards stays
    builder.addCase(signedOut, () => initialServiceCardsState);
  },
});

export const {
  editsDiscarded,
  opened,
  listLoaded,
  listFailed,
  sourcesLoaded,
  cardChosen,
  detailLoaded,
  cardLoaded,
  columnsLoaded,
  associationsLoaded,
  leadingCardsLoaded,
  detailFailed,
  apisLoaded,
  apiDetailLoaded,
  columnOptionsLoaded,
  previewLoaded,
  previewFailed,
  candidatesLoaded,
  nameEdited,
  remarkEdited,
  dataSourceChosen,
  apiChosen,
  requestParamEdited,
  newColumnFieldChosen,
  newColumnLabelEdited,
  newColumnRuleChosen,
  associationsEdited,
  removeAsked,
  removeCancelled,
  addCardClicked,
  settingsSaveClicked,
  statusChosen,
  removeConfirmed,
  columnAddClicked,
  columnRuleChosen,
  columnRemoveClicked,
  columnMoved,
  associationsSaveClicked,
  checkClicked,
  checkLoaded,
  cardCreated,
  writeSucceeded,
  writeFailed,
  noticeDismissed,
  linkOptionsLoaded,
  linksOpened,
  columnLoaded,
  linksFailed,
  linksEdited,
  linksCancelled,
  linksSaveClicked,
  teacherSearched,
  teachersLoaded,
} = serviceCardsSlice.actions;
export default serviceCardsSlice.reducer;
export { serviceCardsSlice };

/** the events the saga carries out as writes, one at a time */
export const WRITE_EVENTS = [
  addCardClicked.type,
  settingsSaveClicked.type,
  statusChosen.type,
  removeConfirmed.type,
  columnAddClicked.type,
  columnRuleChosen.type,
  columnRemoveClicked.type,
  columnMoved.type,
  associationsSaveClicked.type,
  linksSaveClicked.type,
];
