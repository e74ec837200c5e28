// The quickAuth feature as its screen chunks bring it: the data directory (quick authorization) screen:
// its slice, its saga and its messages (src/client/app/README.md).
import { defineFeature } from '../../app/lazy/feature';
import quickAuth from './quickAuthSlice';
import { quickAuthSaga } from './quickAuthSaga';
import membersCatalogue from '../../../shared/i18n/members';
import { membersUi } from '../memberPicker';
import imports from '../../../shared/i18n/imports';
import workflows from '../../../shared/i18n/workflows';

declare module '../../app/reducers' {
  interface LazyLoadedSlices {
    quickAuth: ReturnType<typeof quickAuth>;
  }
}

export const quickAuthFeature = defineFeature({
  name: 'quickAuth',
  slices: { quickAuth },
  saga: quickAuthSaga,
  catalogues: [membersCatalogue, membersUi, imports, workflows],
});
