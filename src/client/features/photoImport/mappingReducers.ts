// The field mapping dialog's part of the status machine (state.ts, document 001 §2, §5): the
// system fields and the sheet's headers on the left, match and unmatch in the middle, the
// pairs on the right. Choosing, matching and unmatching are decided here (no call is made);
// the saga decides whether confirming may start the import.
import type { PayloadAction } from '@reduxjs/toolkit';
import type { MatchField, RelationResult } from '../../../shared/photos/api';
import { PhotoImportState as S, initialMapping } from './state';
import { Message } from '../../lib/problem';

const mapping = (state: S) => state.status === 'mapping';

/** Pairs whose system field and header both exist, each field and each header used once. */
function validPairs({ matchFieldList, dbFieldList, excelField }: RelationResult): MatchField[] {
  const usedHeaders = new Set<string>();
  const usedFields = new Set<string>();
  return (matchFieldList ?? []).filter(({ column, configure }) => {
    const ok = dbFieldList.some((f) => f.column === column) && excelField.includes(configure) && !usedHeaders.has(configure) && !usedFields.has(column);
    if (ok) {
      usedHeaders.add(configure);
      usedFields.add(column);
    }
    return ok;
  });
}

export const mappingReducers = {
  fieldsLoaded(state: S, action: PayloadAction<{ relation: RelationResult }>) {
    if (state.status !== 'loadingFields') return;
    const { relation } = action.payload;
    state.status = 'mapping';
    // Pre-filled from the server's automatic matching (matchFieldList).
    state.mapping = { ...initialMapping, fields: relation.dbFieldList, headers: relation.excelField, pairs: validPairs(relation) };
  },
  fieldsFailed(state: S, _action: PayloadAction<{ problem: Message }>) {
    if (state.status !== 'loadingFields') return;
    state.status = 'editing';
    state.upload = null;
  },
  systemFieldSelected(state: S, action: PayloadAction<{ column: string }>) {
    const { column } = action.payload;
    const m = state.mapping;
    if (!mapping(state) || !m.fields.some((f) => f.column === column) || m.pairs.some((p) => p.column === column)) return;
    m.selectedField = m.selectedField === column ? null : column;
  },
  headerSelected(state: S, action: PayloadAction<{ header: string }>) {
    const { header } = action.payload;
    const m = state.mapping;
    if (!mapping(state) || !m.headers.includes(header) || m.pairs.some((p) => p.configure === header)) return;
    m.selectedHeader = m.selectedHeader === header ? null : header;
  },
  pairToggled(state: S, action: PayloadAction<{ column: string }>) {
    const { column } = action.payload;
    const m = state.mapping;
    if (!mapping(state) || !m.pairs.some((p) => p.column === column)) return;
    m.selectedPairs = m.selectedPairs.includes(column) ? m.selectedPairs.filter((c) => c !== column) : [...m.selectedPairs, column];
  },
  matchClicked(state: S) {
    if (!mapping(state)) return;
    const m = state.mapping;
    // Document 001 §5: a system field must be selected, and a header.
    if (!m.selectedField) {
      m.error = { key: 'mapping.selectSystemField' };
      return;
    }
    if (!m.selectedHeader) {
      m.error = { key: 'mapping.selectHeader' };
      return;
    }
    const column = m.selectedField;
    m.pairs.push({ column, configure: m.selectedHeader });
    m.selectedField = null;
    m.selectedHeader = null;
    m.missing = m.missing.filter((c) => c !== column);
    m.error = null;
  },
  unmatchClicked(state: S) {
    if (!mapping(state)) return;
    const m = state.mapping;
    // Document 001 §5: to unmatch, at least one pair must be selected.
    if (m.selectedPairs.length === 0) {
      m.error = { key: 'mapping.selectPair' };
      return;
    }
    m.pairs = m.pairs.filter((p) => !m.selectedPairs.includes(p.column));
    m.selectedPairs = [];
    m.error = null;
  },
  mappingRejected(state: S, action: PayloadAction<{ missing: string[] }>) {
    if (!mapping(state)) return;
    state.mapping.missing = action.payload.missing;
    state.mapping.error = { key: 'mapping.matchAllRequired' };
  },
  mappingAccepted(state: S) {
    if (!mapping(state)) return;
    state.status = 'starting';
    state.mapping.missing = [];
    state.mapping.error = null;
  },
  startFailed(state: S, _action: PayloadAction<{ problem: Message }>) {
    if (state.status !== 'starting') return;
    // Back to the mapping, as it was: the toast says why; confirming again tries again.
    state.status = 'mapping';
  },
};
