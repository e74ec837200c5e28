// Selectors of /dictionaryManage, from the slice's domain selector (its initial state until the
// chunk mounts the slice).
import { createSelector } from '@reduxjs/toolkit';
import { DictManageState, initialDictManageState } from './dictManageSlice';

export const selectDictManage = (state: object): DictManageState => (state as { dictManage?: DictManageState }).dictManage ?? initialDictManageState;

/** the draft differs from the entries as saved: leaving (or another code) asks first */
export const selectDictDirty = createSelector([selectDictManage], (s) => s.code !== null && JSON.stringify(s.draft) !== JSON.stringify(s.saved));
