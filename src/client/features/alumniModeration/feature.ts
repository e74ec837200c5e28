// The alumni moderation feature as its screen chunk brings it: slice, saga and messages.
import { defineFeature } from '../../app/lazy/feature';
import alumniModeration from './alumniModerationSlice';
import { alumniModerationSaga } from './alumniModerationSaga';
import alumniPostsCatalogue from '../../../shared/i18n/alumniPosts';
import publicAccountsCatalogue from '../../../shared/i18n/publicAccounts';

declare module '../../app/reducers' {
  interface LazyLoadedSlices {
    alumniModeration: ReturnType<typeof alumniModeration>;
  }
}

export const alumniModerationFeature = defineFeature({
  name: 'alumniModeration',
  slices: { alumniModeration },
  saga: alumniModerationSaga,
  catalogues: [alumniPostsCatalogue, publicAccountsCatalogue],
});
