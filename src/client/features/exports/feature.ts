// The export feature as its screen chunks bring it: the list export dialogs:
// its slice, its saga and its messages (src/client/app/README.md).
import { defineFeature } from '../../app/lazy/feature';
import exportReducer from './exportSlice';
import { exportSaga } from './exportSaga';
import exportsCatalogue from '../../../shared/i18n/exports';
import exportUi from './exportUi';
import workflows from '../../../shared/i18n/workflows';

declare module '../../app/reducers' {
  interface LazyLoadedSlices {
    export: ReturnType<typeof exportReducer>;
  }
}

export const exportFeature = defineFeature({
  name: 'export',
  slices: { export: exportReducer },
  saga: exportSaga,
  catalogues: [exportsCatalogue, exportUi, workflows],
});
