// The job centre as the header's chunk brings it (after sign-in): its slice, its saga and its
// panel's messages; the button's labels are in the first load (src/shared/i18n/jobCentre.ts).
import { defineFeature } from '../../app/lazy/feature';
import jobCentre from './jobCentreSlice';
import { jobCentreSaga } from './jobCentreSaga';
import jobCentreCatalogue from '../../../shared/i18n/jobCentre';

declare module '../../app/reducers' {
  interface LazyLoadedSlices {
    jobCentre: ReturnType<typeof jobCentre>;
  }
}

export const jobCentreFeature = defineFeature({ name: 'jobCentre', slices: { jobCentre }, saga: jobCentreSaga, catalogues: [jobCentreCatalogue] });
