// The monitors feature as its screen chunks bring it: the API monitor screen:
// its slice, its saga and its messages (src/client/app/README.md).
import { defineFeature } from '../../app/lazy/feature';
import monitors from './reducer';
import { monitorsSaga } from './monitorsSaga';
import membersCatalogue from '../../../shared/i18n/members';
import { membersUi } from '../memberPicker';
import workflows from '../../../shared/i18n/workflows';

declare module '../../app/reducers' {
  interface LazyLoadedSlices {
    monitors: ReturnType<typeof monitors>;
  }
}

export const monitorsFeature = defineFeature({
  name: 'monitors',
  slices: { monitors },
  saga: monitorsSaga,
  catalogues: [membersCatalogue, membersUi, workflows],
});
