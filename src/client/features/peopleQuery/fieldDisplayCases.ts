// The field display dialog as reducer cases on a list's query (document 001 §5): show or hide,
// move up and down, drag onto another row; the first row cannot go up, the last cannot go
// down, and one column always stays shown. Saved, the display applies to the list at once.
import type { ActionReducerMapBuilder } from '@reduxjs/toolkit';
import * as ev from './actions';
import { arrangeColumns, moveRow } from './columnChoices';
import { CLOSED_DIALOG, PeopleQueryState, QueryDialog } from './state';

export const ALREADY_FIRST = 'fieldDisplay.alreadyFirst';
export const ALREADY_LAST = 'fieldDisplay.alreadyLast';
export const KEEP_ONE_SHOWN = 'peopleQuery.fieldDisplay.keepOne';

type FieldDialog = Extract<QueryDialog, { kind: 'fieldDisplay' }>;
const editing = (query: PeopleQueryState): FieldDialog | null => (query.dialog.kind === 'fieldDisplay' ? query.dialog : null);

/** Moves the row of `key` by `step`, or says why it cannot go. */
function move(dialog: FieldDialog, key: string, step: -1 | 1) {
  const from = dialog.rows.findIndex((r) => r.key === key);
  if (from < 0) return;
  const to = from + step;
  if (to < 0) dialog.notice = ALREADY_FIRST;
  else if (to >= dialog.rows.length) dialog.notice = ALREADY_LAST;
  else {
    dialog.rows = moveRow(dialog.rows, from, to);
    dialog.notice = null;
  }
}

export function addFieldDisplayCases(builder: ActionReducerMapBuilder<PeopleQueryState>) {
  builder
    .addCase(ev.fieldDisplayOpened, (query, { payload: { defaults } }) => {
      query.dialog = { kind: 'fieldDisplay', rows: arrangeColumns(defaults, query.columns), notice: null };
    })
    .addCase(ev.fieldShowToggled, (query, { payload: { key } }) => {
      const dialog = editing(query);
      const row = dialog?.rows.find((r) => r.key === key);
      if (!dialog || !row) return;
      if (row.shown && dialog.rows.filter((r) => r.shown).length === 1) {
        dialog.notice = KEEP_ONE_SHOWN;
        return;
      }
      row.shown = !row.shown;
      dialog.notice = null;
    })
    .addCase(ev.fieldMoveUpClicked, (query, { payload: { key } }) => {
      const dialog = editing(query);
      if (dialog) move(dialog, key, -1);
    })
    .addCase(ev.fieldMoveDownClicked, (query, { payload: { key } }) => {
      const dialog = editing(query);
      if (dialog) move(dialog, key, 1);
    })
    .addCase(ev.fieldDropped, (query, { payload: { key, onto } }) => {
      const dialog = editing(query);
      if (!dialog) return;
      const from = dialog.rows.findIndex((r) => r.key === key);
      const to = dialog.rows.findIndex((r) => r.key === onto);
      dialog.rows = moveRow(dialog.rows, from, to);
      dialog.notice = null;
    })
    .addCase(ev.fieldDisplaySubmitted, (query) => {
      const dialog = editing(query);
      if (!dialog) return;
      query.columns = dialog.rows;
      query.dialog = CLOSED_DIALOG;
    })
    .addCase(ev.fieldDisplayReset, (query) => {
      query.columns = null;
      if (query.dialog.kind === 'fieldDisplay') query.dialog = CLOSED_DIALOG;
    });
}
