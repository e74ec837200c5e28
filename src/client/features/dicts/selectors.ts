// The only way views and the saga read cached option lists.
import type { Option } from '../../widgets/select/types';
import type { OptionsStatus } from '../../widgets/dict/types';
import type { DictsState, OptionsEntry } from './dictsSlice';

type WithDicts = { dicts: DictsState };

// One shared empty list, so a list not yet loaded never makes a fresh array (and a re-render).
const NO_OPTIONS: Option[] = [];

export const selectDicts = (state: WithDicts): DictsState => state.dicts;

export const selectOptionsEntry = (state: WithDicts, key: string): OptionsEntry | undefined => selectDicts(state).entries[key];

export const selectOptions = (state: WithDicts, key: string): Option[] => selectOptionsEntry(state, key)?.options ?? NO_OPTIONS;

export const selectOptionsStatus = (state: WithDicts, key: string): OptionsStatus => selectOptionsEntry(state, key)?.status ?? 'idle';
