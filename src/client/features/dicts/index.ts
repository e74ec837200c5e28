// Cached option lists: dictionaries (document 002) and key-value dropdowns (document 000).
export { default as dictsReducer, optionsNeeded, optionsFetchStarted, optionsLoaded, optionsFailed, optionsWaitTimedOut, optionsStale } from './dictsSlice';
export type { DictsState, OptionsEntry, OptionsProblem } from './dictsSlice';
export { dictsSaga } from './dictsSaga';
export { selectDicts, selectOptionsEntry, selectOptions, selectOptionsStatus } from './selectors';
export { dictionarySource, keyValueSource } from './sources';
export type { OptionsSource, KeyValueSourceInput } from './sources';
export { useCachedOptions } from './containers/useCachedOptions';
export { ConnectedDictSelect } from './containers/ConnectedDictSelect';
export { ConnectedDictLabel } from './containers/ConnectedDictLabel';
export { ConnectedKeyValueDropdown } from './containers/ConnectedKeyValueDropdown';
