// The service-card designer's slice (state.serviceCards), its reducers by concern: the reads
// (cardReducers.ts: the card list and the chosen card, status machines answered by the saga),
// the settings as edited (settingsReducers.ts), the column editing and a column's ties
// (columnReducers.ts), and the writes the saga carries out one at a time (writeReducers.ts).
// One slice, so every action keeps its type `serviceCards/<name>`.
import { createSlice } from '@reduxjs/toolkit';
import { signedOut } from '../session';
import { cardReducers } from './cardReducers';
import { columnReducers } from './columnReducers';
import { settingsReducers } from './settingsReducers';
import { initialServiceCardsState } from './state';
import { writeReducers } from './writeReducers';

export type { CardPart } from './writeReducers';

const serviceCardsSlice = createSlice({
  name: 'serviceCards',
  initialState: initialServiceCardsState,
  reducers: { ...cardReducers, ...settingsReducers, ...columnReducers, ...writeReducers },
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
