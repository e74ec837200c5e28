// The /ProjectDetails feature as its chunk brings it: its slices (the details, the backups panel),
// sagas and messages, with the collections' labels (the summary names each collection by its
// definition's title).
import { all, call } from 'redux-saga/effects';
import { defineFeature } from '../../app/lazy/feature';
import projectDetailsCatalogue from '../../../shared/i18n/projectDetails';
import { RESOURCE_LABELS } from '../../../shared/resources';
import projectDetails from './projectDetailsSlice';
import { projectDetailsSaga } from './projectDetailsSaga';
import projectBackups from './backupsSlice';
import { backupsSaga } from './backupsSaga';

declare module '../../app/reducers' {
  interface LazyLoadedSlices {
    projectDetails: ReturnType<typeof projectDetails>;
    projectBackups: ReturnType<typeof projectBackups>;
  }
}

function* projectDetailsFeatureSaga() {
  yield all([call(projectDetailsSaga), call(backupsSaga)]);
}

export const projectDetailsFeature = defineFeature({
  name: 'projectDetails',
  slices: { projectDetails, projectBackups },
  saga: projectDetailsFeatureSaga,
  catalogues: [projectDetailsCatalogue, ...RESOURCE_LABELS],
});
