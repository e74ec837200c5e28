// The memberScreens feature as its screen chunks bring it: the role, label, matrix department and chat class member screens:
// its slice, its saga and its messages (src/client/app/README.md).
import { defineFeature } from '../../app/lazy/feature';
import memberScreens from './memberScreensSlice';
import { memberScreensSaga } from './memberScreensSaga';
import membersCatalogue from '../../../shared/i18n/members';
import { membersUi } from '../memberPicker';
import imports from '../../../shared/i18n/imports';
import workflows from '../../../shared/i18n/workflows';

declare module '../../app/reducers' {
  interface LazyLoadedSlices {
    memberScreens: ReturnType<typeof memberScreens>;
  }
}

export const memberScreensFeature = defineFeature({
  name: 'memberScreens',
  slices: { memberScreens },
  saga: memberScreensSaga,
  catalogues: [membersCatalogue, membersUi, imports, workflows],
});
