// The /ProjectDetails feature as its chunk brings it: its slice, saga and messages, with the
// collections' labels (the summary names each collection by its definition's title).
import { defineFeature } from '../../app/lazy/feature';
import projectDetailsCatalogue from '../../../shared/i18n/projectDetails';
import { RESOURCE_LABELS } from '../../../shared/resources';
import projectDetails from './projectDetailsSlice';
import { projectDetailsSaga } from './projectDetailsSaga';

declare module '../../app/reducers' {
  interface LazyLoadedSlices {
    projectDetails: ReturnType<typeof projectDetails>;
  }
}

export const projectDetailsFeature = defineFeature({
  name: 'projectDetails',
  slices: { projectDetails },
  saga: projectDetailsSaga,
  catalogues: [projectDetailsCatalogue, ...RESOURCE_LABELS],
});
