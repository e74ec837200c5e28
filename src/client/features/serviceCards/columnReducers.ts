// The column editing: the new column's draft (return param, label, handle rule), a column moved
// (shown at once, then saved as a write), and a column's ties dialog (linksOpened, filled by
// columnLoaded … linksCancelled, views/ColumnLinksDialog.tsx) with its option lists and the
// owner picker's search.
import type { PayloadAction } from '@reduxjs/toolkit';
import type { CardColumn, HandleRule } from '../../../shared/serviceCards/api';
import type { ColumnLinks, TeacherOption } from '../../../shared/serviceCards/columnLinks';
import type { Message } from '../../lib/problem';
import { movedTo } from './columnOrder';
import type { LinkOptions, ServiceCardsState as S } from './state';

export const columnReducers = {
  newColumnFieldChosen(state: S, action: PayloadAction<{ fieldKey: string; label: string }>) {
    state.newColumn.fieldKey = action.payload.fieldKey;
    state.newColumn.label = action.payload.label;
  },
  newColumnLabelEdited(state: S, action: PayloadAction<{ label: string }>) {
    state.newColumn.label = action.payload.label;
  },
  newColumnRuleChosen(state: S, action: PayloadAction<{ handleRule: HandleRule; ruleArg: string | null }>) {
    state.newColumn.handleRule = action.payload.handleRule;
    state.newColumn.ruleArg = action.payload.ruleArg;
  },
  /** a column dragged or moved by its buttons to `toIndex`: shown at once, then saved */
  columnMoved(state: S, action: PayloadAction<{ id: number; toIndex: number }>) {
    const card = state.detail.card;
    if (!card) return;
    const next = movedTo(card.columns, action.payload.id, action.payload.toIndex);
    if (next === card.columns) return;
    card.columns = next;
    state.writing = true;
    state.notice = null;
  },
  linkOptionsLoaded(state: S, action: PayloadAction<Partial<LinkOptions>>) {
    state.linkOptions = { ...state.linkOptions, ...action.payload };
  },
  /** the ties dialog is asked for: the saga reads the column as stored (cardcolumnconfig/detail) */
  linksOpened(state: S, action: PayloadAction<{ id: number }>) {
    if (!state.detail.card?.columns.some((c) => c.id === action.payload.id)) return;
    state.linksAsked = action.payload.id;
    state.linksDraft = null;
  },
  /** the column as stored: its row in the table and the dialog's draft */
  columnLoaded(state: S, action: PayloadAction<{ column: CardColumn }>) {
    const { column } = action.payload;
    const card = state.detail.card;
    if (!card || column.cardId !== card.id) return;
    card.columns = card.columns.map((c) => (c.id === column.id ? column : c));
    if (state.linksAsked !== column.id) return;
    const { roleIds, flowKey, busTypeId, serviceId, ownerId } = column;
    state.linksAsked = null;
    state.linksDraft = { columnId: column.id, links: { roleIds, flowKey, busTypeId, serviceId, ownerId }, ownerName: column.ownerName };
  },
  linksFailed(state: S, action: PayloadAction<{ id: number; message: Message }>) {
    if (state.linksAsked !== action.payload.id) return;
    state.linksAsked = null;
    state.notice = { positive: false, message: action.payload.message };
  },
  linksEdited(state: S, action: PayloadAction<Partial<ColumnLinks> & { ownerName?: string | null }>) {
    if (!state.linksDraft) return;
    const { ownerName, ...links } = action.payload;
    state.linksDraft.links = { ...state.linksDraft.links, ...links };
    if (ownerName !== undefined) state.linksDraft.ownerName = ownerName;
  },
  linksCancelled(state: S) {
    state.linksDraft = null;
    state.linksAsked = null;
  },
  teacherSearched(state: S, action: PayloadAction<{ name: string }>) {
    state.teachers.status = 'loading';
    // the saga searches the trimmed text and answers under it
    state.teachers.name = action.payload.name.trim();
  },
  teachersLoaded(state: S, action: PayloadAction<{ name: string; options: TeacherOption[]; total: number }>) {
    if (action.payload.name !== state.teachers.name) return;
    state.teachers = { status: 'loaded', ...action.payload };
  },
};
