// The resources feature as its screen chunks bring it: the generic resource screens:
// its slice, its saga and its messages (src/client/app/README.md).
import { all, fork } from 'redux-saga/effects';
import { defineFeature } from '../../app/lazy/feature';
import resources from './resourcesSlice';
import resourceExtras from './extrasSlice';
import { resourceExtrasSaga } from './extrasSaga';
import { resourcesSaga } from './resourcesSaga';
import resourcesCatalogue from '../../../shared/i18n/resources';
import recordEditing from '../../../shared/i18n/recordEditing';
import collectionsCatalogue from '../../../shared/i18n/collections';
import formTools from '../../../shared/i18n/formTools';
import { RESOURCE_LABELS } from '../../../shared/resources';

declare module '../../app/reducers' {
  interface LazyLoadedSlices {
    resources: ReturnType<typeof resources>;
    resourceExtras: ReturnType<typeof resourceExtras>;
  }
}

function* resourceScreensSaga() {
  yield all([fork(resourcesSaga), fork(resourceExtrasSaga)]);
}

export const resourcesFeature = defineFeature({
  name: 'resources',
  slices: { resources, resourceExtras },
  saga: resourceScreensSaga,
  // collections: the field rules' messages (fieldRule.*), which the form's own checks produce
  catalogues: [resourcesCatalogue, recordEditing, collectionsCatalogue, formTools, ...RESOURCE_LABELS],
});
