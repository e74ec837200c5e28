// The dicts feature as its screen chunks bring it: the shared option lists (dictionaries, lookups) the dict widgets read:
// its slice, its saga and its messages (src/client/app/README.md).
import { defineFeature } from '../../app/lazy/feature';
import dicts from './dictsSlice';
import { dictsSaga } from './dictsSaga';

declare module '../../app/reducers' {
  interface LazyLoadedSlices {
    dicts: ReturnType<typeof dicts>;
  }
}

export const dictsFeature = defineFeature({ name: 'dicts', slices: { dicts }, saga: dictsSaga, catalogues: [] });
