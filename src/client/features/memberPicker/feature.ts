// The members feature as its screen chunks bring it: the member picker:
// its slice, its saga and its messages (src/client/app/README.md).
import { defineFeature } from '../../app/lazy/feature';
import members from './pickerSlice';
import { membersSaga } from './pickerSaga';
import membersCatalogue from '../../../shared/i18n/members';
import membersUi from './membersUi';
import imports from '../../../shared/i18n/imports';
import workflows from '../../../shared/i18n/workflows';

declare module '../../app/reducers' {
  interface LazyLoadedSlices {
    members: ReturnType<typeof members>;
  }
}

export const membersFeature = defineFeature({
  name: 'members',
  slices: { members },
  saga: membersSaga,
  catalogues: [membersCatalogue, membersUi, imports, workflows],
});
